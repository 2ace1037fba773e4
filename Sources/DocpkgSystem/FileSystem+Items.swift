#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creating, renaming, linking and removing items by path, each failure thrown with its call
/// and `Errno`.
extension FileSystem {
  /// `mkdir(2)`: a new folder with `permissions` (before the umask).
  /// - Throws: `SystemError` (`EEXIST` when something is already there).
  package static func makeDirectory(_ path: RawPath, permissions: mode_t = 0o755)
    throws(SystemError)
  {
    if mkdir(path.cString, permissions) != 0 { throw SystemError(call: "mkdir", errno: errno) }
  }

  /// `rmdir(2)`: removes an empty folder.
  package static func removeDirectory(_ path: RawPath) throws(SystemError) {
    if rmdir(path.cString) != 0 { throw SystemError(call: "rmdir", errno: errno) }
  }

  /// `unlink(2)`: removes a file or symbolic link (never a folder).
  package static func removeFile(_ path: RawPath) throws(SystemError) {
    if unlink(path.cString) != 0 { throw SystemError(call: "unlink", errno: errno) }
  }

  /// `rename(2)`: moves `source` to `destination`, replacing a file or empty folder there.
  package static func rename(_ source: RawPath, to destination: RawPath) throws(SystemError) {
    if systemRename(source.cString, destination.cString) != 0 {
      throw SystemError(call: "rename", errno: errno)
    }
  }

  /// `link(2)`: a new hard link `destination` to the file `source`.
  package static func hardLink(_ source: RawPath, to destination: RawPath) throws(SystemError) {
    if link(source.cString, destination.cString) != 0 {
      throw SystemError(call: "link", errno: errno)
    }
  }

  /// `symlink(2)`: a new symbolic link at `path` whose target is `destination` (raw bytes).
  package static func makeSymbolicLink(at path: RawPath, destination: [UInt8])
    throws(SystemError)
  {
    if symlink(RawPath(bytes: destination).cString, path.cString) != 0 {
      throw SystemError(call: "symlink", errno: errno)
    }
  }

  /// `chmod(2)`: sets the mode bits of `path` (following a symbolic link).
  package static func setPermissions(_ path: RawPath, _ permissions: mode_t) throws(SystemError) {
    if chmod(path.cString, permissions) != 0 { throw SystemError(call: "chmod", errno: errno) }
  }

  /// `utimensat(2)` without following a link: sets the modification time of `path` and the
  /// access time (kept as it is when `accessed` is `nil`).
  package static func setTimes(
    _ path: RawPath, accessed: FileTime? = nil, modified: FileTime
  ) throws(SystemError) {
    var times = [accessed.map(\.cValue) ?? FileTime.omitted, modified.cValue]
    if utimensat(AT_FDCWD, path.cString, &times, AT_SYMLINK_NOFOLLOW) != 0 {
      throw SystemError(call: "utimensat", errno: errno)
    }
  }

  /// Which permission `isAccessible(_:for:)` tests.
  package enum Access: Sendable {
    /// `R_OK`.
    case read
    /// `W_OK`.
    case write
  }

  /// `access(2)`: whether this process may read or write `path` (following links).
  package static func isAccessible(_ path: RawPath, for access: Access) -> Bool {
    systemAccess(path.cString, access == .read ? R_OK : W_OK) == 0
  }

  /// The process's file-mode creation mask (read without changing it for good).
  package static var creationMask: mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }
}

private func systemRename(_ source: [CChar], _ destination: [CChar]) -> Int32 {
  rename(source, destination)
}

private func systemAccess(_ path: [CChar], _ mode: Int32) -> Int32 {
  access(path, mode)
}
