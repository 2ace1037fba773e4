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
    let (from, to) = (RawPath(source), RawPath(destination))
    let info: FileStatus
    do throws(SystemError) { info = try FileStatus.of(from) } catch {
      throw failure(source, error)
    }
    if info.kind == .directory {
      do throws(SystemError) { try FileSystem.makeDirectory(to, permissions: 0o700) } catch {
        if error.errno == .fileExists { return .exists }
        throw failure(destination, error)
      }
      do throws(SystemError) { try FileSystem.rename(from, to: to) } catch {
        try? FileSystem.removeDirectory(to)  // the claimed empty folder
        if error.errno == .crossDevice { return .crossDevice }
        throw failure(source, error)
      }
      return .renamed
    }
    do throws(SystemError) { try FileSystem.hardLink(from, to: to) } catch {
      if error.errno == .fileExists { return .exists }
      if error.errno == .crossDevice { return .crossDevice }
      throw failure(source, error)
    }
    do throws(SystemError) { try FileSystem.removeFile(from) } catch {
      throw failure(source, error)
    }
    return .renamed
  }

  /// Checks that `path` is a folder or regular file and not a symbolic link.
  static func checkDocument(_ path: String) throws(RelocationError) {
    let info: FileStatus
    do throws(SystemError) { info = try FileStatus.of(RawPath(path)) } catch {
      if error.errno == .noSuchFileOrDirectory { throw .notFound(path: path) }
      throw failure(path, error)
    }
    switch info.kind {
    case .symbolicLink: throw .symbolicLink(path: path)
    case .directory, .regular: return
    case .other: throw .unsupportedItem(path: path)
    }
  }

  /// Checks that `path` is a folder (a link to one is accepted: the user named it).
  static func checkFolder(_ path: String) throws(RelocationError) {
    guard (try? FileStatus.following(RawPath(path)))?.isDirectory == true else {
      throw .noSuchFolder(path: path)
    }
  }

  /// The device of the item at `path`, not following a final link.
  static func device(of path: String) -> UInt64? {
    (try? FileStatus.of(RawPath(path)))?.device
  }

  /// Flushes the folder `path` so renames in it are durable (best effort).
  static func syncFolder(_ path: String) {
    try? FileSystem.sync(RawPath(path))  // best effort: the rename itself is done
  }

  static func failure(_ path: String, _ call: String, _ code: Int32) -> RelocationError {
    .systemCallFailed(path: path, call: call, reason: Errno(code).description)
  }

  /// `error` (its call and errno text) as the relocation error for `path`.
  static func failure(_ path: String, _ error: SystemError) -> RelocationError {
    .systemCallFailed(path: path, call: error.call, reason: error.reason)
  }
}
