import DocpkgSystem
import Foundation

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
      let done = try buffer.withUnsafeMutableBytes { raw in
        do throws(Errno) {
          return try FileDescriptor(rawValue: descriptor).readAll(
            fromAbsoluteOffset: Int64(offset), into: raw)
        } catch {
          throw ZipError.io(path: path, reason: "read failed: \(error)")
        }
      }
      if done < count {
        throw ZipError.truncated(structure: structure(), offset: UInt64(offset + done))
      }
      return buffer
    }
  }
}
