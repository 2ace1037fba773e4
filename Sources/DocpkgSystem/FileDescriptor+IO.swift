import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes, each retried on `EINTR`.
extension FileDescriptor {
  /// One `read(2)` into `buffer`.
  /// - Returns: the bytes read; 0 at the end of the file.
  package func read(into buffer: UnsafeMutableRawBufferPointer, retryOnInterrupt: Bool = true)
    throws(Errno) -> Int
  {
    let descriptor = rawValue
    return try valueOrErrno(retryOnInterrupt: retryOnInterrupt) {
      systemRead(descriptor, buffer.baseAddress, buffer.count)
    }.get()
  }

  /// One `pread(2)` into `buffer` from byte `offset` (the file position is unchanged).
  /// - Returns: the bytes read; 0 at the end of the file.
  package func read(fromAbsoluteOffset offset: Int64, into buffer: UnsafeMutableRawBufferPointer)
    throws(Errno) -> Int
  {
    let descriptor = rawValue
    return try valueOrErrno(retryOnInterrupt: true) {
      pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
    }.get()
  }

  /// Reads until `buffer` is full or the file ends.
  /// - Returns: the bytes read (less than `buffer.count` only at the end of the file).
  package func readAll(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
    var filled = 0
    while filled < buffer.count {
      let count = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
      if count == 0 { break }
      filled += count
    }
    return filled
  }

  /// Reads from byte `offset` until `buffer` is full or the file ends.
  /// - Returns: the bytes read (less than `buffer.count` only at the end of the file).
  package func readAll(fromAbsoluteOffset offset: Int64, into buffer: UnsafeMutableRawBufferPointer)
    throws(Errno) -> Int
  {
    var filled = 0
    while filled < buffer.count {
      let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[filled...])
      let count = try read(fromAbsoluteOffset: offset + Int64(filled), into: rest)
      if count == 0 { break }
      filled += count
    }
    return filled
  }

  /// One `write(2)` of `bytes` (at most 1 GiB of them).
  /// - Returns: the bytes written.
  package func write(_ bytes: UnsafeRawBufferPointer) throws(Errno) -> Int {
    let descriptor = rawValue
    let count = min(bytes.count, 1 << 30)
    return try valueOrErrno(retryOnInterrupt: true) {
      systemWrite(descriptor, bytes.baseAddress, count)
    }.get()
  }

  /// Writes every byte of `bytes`, continuing after short writes.
  package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(Errno) {
    var offset = 0
    while offset < bytes.count {
      offset += try write(UnsafeRawBufferPointer(rebasing: bytes[offset...]))
    }
  }

  /// Writes every byte of `bytes`, continuing after short writes.
  package func writeAll<Bytes: ContiguousBytes>(_ bytes: Bytes) throws(Errno) {
    let result = bytes.withUnsafeBytes { raw -> Result<Void, Errno> in
      do throws(Errno) {
        try writeAll(raw)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
