import DocpkgSystem
import Foundation

/// The system calls renaming and moving need: a rename that never replaces what is at the
/// destination, and the checks around it.
enum ItemPlacement {
  /// What a rename that must not replace did.
  enum Outcome: Equatable {
    case renamed
    /// Something already has the destination name.
    case exists
    /// Source and destination are on different file systems.
    case crossDevice
  }

  /// Renames `source` to `destination` unless `destination` exists
  /// (`renameat2(RENAME_NOREPLACE)`; where the file system lacks it, a hard link then
  /// unlink for files, and a claimed empty folder replaced by `rename(2)` for folders).
  static func renameNoReplace(_ source: String, _ destination: String) throws(RelocationError)
    -> Outcome
  {
    switch RenameAt2.rename(source, destination, flags: RenameAt2.noReplace) {
    case .success: return .renamed
    case .failure(.fileExists), .failure(.directoryNotEmpty): return .exists
    case .failure(.crossDevice): return .crossDevice
    case .failure(let error) where !RenameAt2.isUnsupported(error):
      throw failure(source, "rename", error.rawValue)
    case nil, .failure: break  // no RENAME_NOREPLACE here: the fallback below
    }
    var info = stat()
    guard lstat(source, &info) == 0 else { throw failure(source, "lstat", errno) }
    if info.st_mode & S_IFMT == S_IFDIR {
      if mkdir(destination, 0o700) != 0 {
        if errno == EEXIST { return .exists }
        throw failure(destination, "mkdir", errno)
      }
      if rename(source, destination) == 0 { return .renamed }
      let code = errno
      rmdir(destination)
      if code == EXDEV { return .crossDevice }
      throw failure(source, "rename", code)
    }
    if link(source, destination) != 0 {
      let code = errno
      if code == EEXIST { return .exists }
      if code == EXDEV { return .crossDevice }
      throw failure(source, "link", code)
    }
    if unlink(source) != 0 { throw failure(source, "unlink", errno) }
    return .renamed
  }

  /// Checks that `path` is a folder or regular file and not a symbolic link.
  static func checkDocument(_ path: String) throws(RelocationError) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT { throw .notFound(path: path) }
      throw failure(path, "lstat", errno)
    }
    switch info.st_mode & S_IFMT {
    case S_IFLNK: throw .symbolicLink(path: path)
    case S_IFDIR, S_IFREG: return
    default: throw .unsupportedItem(path: path)
    }
  }

  /// Checks that `path` is a folder (a link to one is accepted: the user named it).
  static func checkFolder(_ path: String) throws(RelocationError) {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw .noSuchFolder(path: path)
    }
  }

  /// The device of the item at `path`, not following a final link.
  static func device(of path: String) -> UInt64? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return UInt64(info.st_dev)
  }

  /// Flushes the folder `path` so renames in it are durable (best effort).
  static func syncFolder(_ path: String) {
    try? FileSystem.sync(RawPath(path))  // best effort: the rename itself is done
  }

  static func failure(_ path: String, _ call: String, _ code: Int32) -> RelocationError {
    .systemCallFailed(path: path, call: call, reason: String(cString: strerror(code)))
  }
}
