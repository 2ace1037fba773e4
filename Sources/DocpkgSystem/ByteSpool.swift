#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes held back to be written later, in bounded memory: the first ``memoryLimit`` bytes
/// stay in memory; past that everything moves to a temporary file that has no name (created
/// with `mkstemp(3)` and unlinked at once, so it goes when the spool is freed or the
/// process dies). A streamed JSON document uses one for a part the schema puts before
/// results that are still coming (`type --json`'s `errors` before its `files`).
///
/// ```swift
/// let spool = ByteSpool()
/// spool.append(Array("[1,2]".utf8))
/// try spool.replay { chunk in output.append(chunk) }
/// ```
package final class ByteSpool {
  /// Bytes kept in memory before the spool moves to a temporary file.
  package let memoryLimit: Int
  /// The folder of the temporary file (`$TMPDIR`, else `/tmp`).
  package let temporaryFolder: String

  private var memory: [UInt8] = []
  private var file: FileDescriptor?
  /// The first failure of the temporary file (reported by `replay`, which then fails).
  package private(set) var failure: SystemError?
  /// Bytes appended so far.
  package private(set) var count = 0

  /// An empty spool keeping up to `memoryLimit` bytes in memory.
  package init(memoryLimit: Int = 256 << 10, temporaryFolder: String? = nil) {
    self.memoryLimit = memoryLimit
    self.temporaryFolder = temporaryFolder ?? Self.defaultTemporaryFolder
  }

  deinit {
    if let file { _ = systemClose(file.rawValue) }
  }

  /// Whether the bytes are in a temporary file now.
  package var isOnDisk: Bool { file != nil }

  /// Appends `bytes`; the first time the spool would pass ``memoryLimit`` it moves to a
  /// temporary file. A failure of that file is kept in ``failure`` (later bytes are
  /// dropped) and thrown by ``replay(_:)``.
  package func append(_ bytes: some Collection<UInt8>) {
    guard failure == nil else { return }
    count += bytes.count
    if file == nil, memory.count + bytes.count <= memoryLimit {
      memory.append(contentsOf: bytes)
      return
    }
    do throws(SystemError) {
      let target: FileDescriptor
      if let file { target = file } else { target = try moveToFile() }
      try Self.writeAll(Array(bytes), to: target)
    } catch {
      failure = error
    }
  }

  /// Passes every byte appended, in order and in chunks of at most 64 KiB, to `body`.
  /// - Throws: the `SystemError` of the temporary file (creating, writing or reading it).
  package func replay(_ body: ([UInt8]) -> Void) throws(SystemError) {
    if let failure { throw failure }
    guard let file else {
      if !memory.isEmpty { body(memory) }
      return
    }
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var offset: Int64 = 0
    while true {
      let result = chunk.withUnsafeMutableBytes { buffer -> Result<Int, Errno> in
        do throws(Errno) {
          return .success(try file.readAll(fromAbsoluteOffset: offset, into: buffer))
        } catch {
          return .failure(error)
        }
      }
      let filled: Int
      switch result {
      case .success(let count): filled = count
      case .failure(let error): throw SystemError(call: "pread", errno: error)
      }
      if filled == 0 { break }
      body(Array(chunk[..<filled]))
      offset += Int64(filled)
    }
  }

  /// Creates the temporary file and writes the bytes held in memory to it.
  private func moveToFile() throws(SystemError) -> FileDescriptor {
    let file = try Self.unlinkedTemporaryFile(in: temporaryFolder)
    self.file = file
    try Self.writeAll(memory, to: file)
    memory = []
    return file
  }

  private static func writeAll(_ bytes: [UInt8], to file: FileDescriptor) throws(SystemError) {
    do throws(Errno) {
      try file.writeAll(bytes)
    } catch {
      throw SystemError(call: "write", errno: error)
    }
  }

  /// A new file in `folder` that has no name: `mkstemp(3)`, then `unlink(2)`.
  private static func unlinkedTemporaryFile(in folder: String) throws(SystemError)
    -> FileDescriptor
  {
    var template = Array((folder + "/.docpkg-spool-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    if descriptor < 0 {
      let code = errno
      throw SystemError(call: "mkstemp in \(folder)", errno: code)
    }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)  // only hygiene: a failure changes nothing
    let removed = template.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { unlink($0) } ?? -1
    }
    if removed != 0 {
      let code = errno
      let failure = SystemError(call: "unlink in \(folder)", errno: code)
      _ = systemClose(descriptor)
      throw failure
    }
    return FileDescriptor(rawValue: descriptor)
  }

  private static var defaultTemporaryFolder: String {
    guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
    return String(cString: value)
  }
}

/// `close(2)` under a name the descriptor's own `close()` does not shadow.
private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
