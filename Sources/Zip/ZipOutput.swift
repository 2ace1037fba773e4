import DocpkgSystem
import Foundation

/// Where a ``ZipWriter`` puts bytes: a growing buffer, or a temporary file that is renamed
/// into place when finished and removed when abandoned.
final class ZipOutput {
  private var buffer = Data()
  private var handle: FileHandle?
  private var temporary: URL?
  private var destination: URL?
  private(set) var position: UInt64 = 0

  init() {}

  init(destination: URL) throws {
    SiblingTemporary.removeStale(beside: destination, marker: "zip")
    let temporary = SiblingTemporary.url(beside: destination, marker: "zip")
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(
        temporary.path, .readWrite, options: [.create, .exclusiveCreate, .closeOnExec],
        permissions: 0o644)
    } catch {
      throw ZipError.io(path: destination.path, reason: "cannot create: \(error)")
    }
    self.handle = FileHandle(fileDescriptor: descriptor.rawValue, closeOnDealloc: true)
    self.temporary = temporary
    self.destination = destination
  }

  deinit {
    if let temporary { try? FileSystem.removeFile(RawPath(temporary.path)) }  // best effort
  }

  func write(_ data: Data) throws {
    if let handle {
      do { try handle.write(contentsOf: data) } catch {
        throw ZipError.io(
          path: destination?.path ?? "", reason: "write failed: \(error.localizedDescription)")
      }
    } else {
      buffer.append(data)
    }
    position += UInt64(data.count)
  }

  func patch(_ data: Data, at offset: UInt64) throws {
    if let handle {
      do {
        try handle.seek(toOffset: offset)
        try handle.write(contentsOf: data)
        try handle.seekToEnd()
      } catch {
        throw ZipError.io(
          path: destination?.path ?? "", reason: "write failed: \(error.localizedDescription)")
      }
    } else {
      let start = Int(offset)
      buffer.replaceSubrange(start..<start + data.count, with: data)
    }
  }

  /// Returns the buffer, or syncs and renames the temporary file into place.
  func finish() throws -> Data? {
    guard let handle, let temporary, let destination else { return buffer }
    do {
      try handle.synchronize()
      try handle.close()
    } catch {
      throw ZipError.io(
        path: destination.path, reason: "write failed: \(error.localizedDescription)")
    }
    do throws(SystemError) {
      try FileSystem.rename(RawPath(temporary.path), to: RawPath(destination.path))
    } catch {
      throw ZipError.io(path: destination.path, reason: "cannot move into place: \(error.reason)")
    }
    self.temporary = nil
    self.handle = nil
    return nil
  }
}
