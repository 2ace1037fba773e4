import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an archive's bytes come from: memory, or a file read with `pread` (never
/// memory-mapped, so a file truncated under us gives an error instead of `SIGBUS`).
final class ZipSource: Sendable {
  private enum Storage {
    case memory(Data)
    case file(descriptor: Int32, path: String)
  }

  private let storage: Storage
  /// The archive's size in bytes.
  let size: Int

  init(data: Data) {
    storage = .memory(data.startIndex == 0 ? data : Data(data))
    size = data.count
  }

  init(url: URL) throws {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ZipError.io(path: url.path, reason: "cannot open: \(errnoText())")
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw ZipError.io(path: url.path, reason: "not a regular file")
    }
    storage = .file(descriptor: descriptor, path: url.path)
    size = Int(status.st_size)
  }

  deinit {
    if case .file(let descriptor, _) = storage { close(descriptor) }
  }

  /// Exactly `count` bytes at `offset`.
  ///
  /// - Throws: `ZipError.truncated` when the archive is shorter (or shrank), `ZipError.io`
  ///   on a read error.
  func read(at offset: Int, count: Int, structure: @autoclosure () -> String) throws -> Data {
    guard offset >= 0, count >= 0, offset <= size, count <= size - offset else {
      throw ZipError.truncated(structure: structure(), offset: UInt64(max(offset, 0)))
    }
    switch storage {
    case .memory(let data):
      return data.subdata(in: offset..<offset + count)
    case .file(let descriptor, let path):
      var buffer = Data(count: count)
      var done = 0
      try buffer.withUnsafeMutableBytes { raw in
        guard let base = raw.baseAddress else { return }
        while done < count {
          let got = pread(descriptor, base + done, count - done, off_t(offset + done))
          if got < 0 {
            if errno == EINTR { continue }
            throw ZipError.io(path: path, reason: "read failed: \(errnoText())")
          }
          if got == 0 {
            throw ZipError.truncated(structure: structure(), offset: UInt64(offset + done))
          }
          done += got
        }
      }
      return buffer
    }
  }
}
