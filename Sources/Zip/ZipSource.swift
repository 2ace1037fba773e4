import DocpkgSystem
import Foundation

/// Where an archive's bytes come from: memory, or a file read with `pread` (never
/// memory-mapped, so a file truncated under us gives an error instead of `SIGBUS`).
final class ZipSource: Sendable {
  private enum Storage {
    case memory(Data)
    case file(descriptor: FileDescriptor, path: String)
  }

  private let storage: Storage
  /// The archive's size in bytes.
  let size: Int

  init(data: Data) {
    storage = .memory(data.startIndex == 0 ? data : Data(data))
    size = data.count
  }

  init(url: URL) throws {
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(url.path, .readOnly, options: [.closeOnExec])
    } catch {
      throw ZipError.io(path: url.path, reason: "cannot open: \(error)")
    }
    guard let status = try? descriptor.fileStatus(), status.kind == .regular else {
      try? descriptor.close()  // read-only: a close error loses nothing
      throw ZipError.io(path: url.path, reason: "not a regular file")
    }
    storage = .file(descriptor: descriptor, path: url.path)
    size = Int(status.size)
  }

  deinit {
    // Read-only: a close error loses nothing.
    if case .file(let descriptor, _) = storage { try? descriptor.close() }
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
          return try descriptor.readAll(
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
