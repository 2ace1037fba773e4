import DocpkgSystem

/// A regular file mapped read-only into memory, unmapped when released.
///
/// Mapping with `MAP_POPULATE` costs one system call instead of a page fault per 4 KiB and
/// copies nothing, which matters for multi-megabyte documents.
final class MappedFile {
  /// The file's bytes, valid while this object lives.
  let bytes: UnsafeBufferPointer<UInt8>
  private let address: UnsafeMutableRawPointer

  /// Maps the regular file at `path`; `nil` for empty or non-regular files and when mapping
  /// fails (the caller then reads the file).
  /// - Throws: `RTFReadingError.cannotRead` when the file cannot be opened,
  ///   `RTFReadingError.inputTooLarge` past `limit`.
  init?(path: String, limit: Int) throws {
    // O_NONBLOCK: opening a FIFO must not wait for a writer (non-regular files return nil).
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(path, .readOnly, options: [.closeOnExec, .nonBlocking])
    } catch {
      throw RTFReadingError.cannotRead(path: path, reason: error.description)
    }
    defer { try? descriptor.close() }  // read-only: a close error loses nothing
    guard let info = try? descriptor.fileStatus(), info.kind == .regular, info.size > 0 else {
      return nil
    }
    let size = Int(info.size)
    guard size <= limit else { throw RTFReadingError.inputTooLarge(size: size, limit: limit) }
    guard let mapped = MemoryMapping.mapReadOnly(descriptor, length: size, populate: true) else {
      return nil
    }
    address = mapped
    bytes = UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: size)
  }

  deinit {
    MemoryMapping.unmap(address, length: bytes.count)
  }
}
