import DocpkgSystem

/// Why reading, writing or loading a file wrapper failed. Every case names the path.
public enum FileWrapperError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing exists at `path`.
  case noSuchFile(path: String)
  /// The system call `call` failed at `path` with the error number `errno` (compare it
  /// with the C library's constants, e.g. `ENOSPC`; ``reason`` is its text).
  case systemCallFailed(path: String, call: String, errno: Int32)
  /// The file at `path` was replaced or modified (size, time or inode differ) after the
  /// package was read lazily and before its contents were first used.
  case contentsChanged(path: String)
  /// The file at `path` was removed after the package was read lazily and before its
  /// contents were first used.
  case fileVanished(path: String)
  /// The package holds more than `limit` items (see `ReadingLimits.maximumEntryCount`).
  case tooManyEntries(path: String, limit: Int)
  /// Folders nest deeper than `limit` at `path` (see `ReadingLimits.maximumDepth`).
  case tooDeep(path: String, limit: Int)
  /// Loading `path` would bring more than `limit` bytes into memory
  /// (see `ReadingLimits.maximumBytesLoaded`).
  case tooManyBytes(path: String, limit: Int64)
  /// `path` is a FIFO, socket or device, which a file wrapper cannot represent.
  case unsupportedFileType(path: String, type: String)
  /// A child key or preferred filename cannot be used as a file name (empty, `.`, `..`,
  /// or holding `/` or NUL).
  case invalidName(path: String, name: String)
  /// The wrapper is not a regular file, so it has no contents.
  case notARegularFile(path: String)
  /// Another save to `path` (from this or another process) still held its lock after
  /// `waited`; nothing was written.
  case inUse(path: String, waited: Duration)
  /// The package at `path` was replaced or had entries added or removed since this wrapper
  /// read it — usually another process saved it first. Saving would drop that process's
  /// change, so nothing was written: read the package again, redo the change and save.
  case changedSinceRead(path: String)

  public var description: String {
    switch self {
    case .noSuchFile(let path):
      return "\(path): no such file or directory"
    case .systemCallFailed(let path, let call, let code):
      return "\(path): \(call) failed: \(Errno(code))"
    case .contentsChanged(let path):
      return "\(path): the file changed on disk after the package was read"
    case .fileVanished(let path):
      return "\(path): the file was removed after the package was read"
    case .tooManyEntries(let path, let limit):
      return "\(path): more than \(limit) items (reading limit)"
    case .tooDeep(let path, let limit):
      return "\(path): folders nested deeper than \(limit) levels (reading limit)"
    case .tooManyBytes(let path, let limit):
      return "\(path): loading would exceed \(limit) bytes (reading limit)"
    case .unsupportedFileType(let path, let type):
      return "\(path): a \(type) cannot be stored in a file wrapper"
    case .invalidName(let path, let name):
      return "\(path): '\(name)' is not a valid file name"
    case .notARegularFile(let path):
      return "\(path): not a regular file"
    case .inUse(let path, let waited):
      return "\(path): in use: another save has not finished after \(waited.components.seconds) s"
    case .changedSinceRead(let path):
      return
        "\(path): in use: another process saved, changed or removed it after it was read; nothing was written (read it again and retry)"
    }
  }

  /// The C library's text for the error number of a failed system call, or `nil` for
  /// other cases.
  public var reason: String? {
    guard case .systemCallFailed(_, _, let code) = self else { return nil }
    return Errno(code).description
  }
}
