#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `lstat(2)` says about one item: enough to list it and to notice later that it changed.
package struct FileStatus: Equatable, Sendable {
  /// The kind of item, without following symbolic links.
  package enum Kind: Equatable, Sendable {
    /// A regular file.
    case regular
    /// A folder.
    case directory
    /// A symbolic link (not followed).
    case symbolicLink
    /// A FIFO, socket or device; `typeName` names it for messages.
    case other(typeName: String)
  }

  /// What the item is.
  package var kind: Kind
  /// `st_size`: bytes of a file, or of a link's target path.
  package var size: Int64
  /// `st_mtim`: last modification, whole seconds since 1970.
  package var modificationSeconds: Int64
  /// `st_mtim`: the nanoseconds within that second.
  package var modificationNanoseconds: Int64
  /// `st_ino`.
  package var inode: UInt64
  /// `st_dev`: the file system the item is on.
  package var device: UInt64
  /// The permission bits of `st_mode` (`0o7777`).
  package var permissions: UInt16
  /// The whole `st_mode`: type and permission bits.
  package var mode: UInt32
  /// `st_uid`: the owner's user id.
  package var owner: UInt32
  /// 512-byte blocks allocated (for sparse-file and disk-usage checks).
  package var blocks: Int64

  /// The fields of one `stat` record.
  package init(_ raw: stat) {
    switch raw.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFLNK: kind = .symbolicLink
    case S_IFIFO: kind = .other(typeName: "fifo")
    case S_IFSOCK: kind = .other(typeName: "socket")
    case S_IFCHR: kind = .other(typeName: "character device")
    case S_IFBLK: kind = .other(typeName: "block device")
    default: kind = .other(typeName: "unknown")
    }
    size = Int64(raw.st_size)
    modificationSeconds = Int64(raw.st_mtim.tv_sec)
    modificationNanoseconds = Int64(raw.st_mtim.tv_nsec)
    inode = UInt64(raw.st_ino)
    device = UInt64(raw.st_dev)
    permissions = UInt16(truncatingIfNeeded: raw.st_mode & 0o7777)
    mode = UInt32(raw.st_mode)
    blocks = Int64(raw.st_blocks)
    owner = UInt32(raw.st_uid)
  }

  /// Whether `other` is the same unchanged file: same inode and device, size and time.
  package func isUnchanged(comparedTo other: FileStatus) -> Bool {
    inode == other.inode && device == other.device && size == other.size
      && modificationSeconds == other.modificationSeconds
      && modificationNanoseconds == other.modificationNanoseconds
  }

  /// `lstat(2)` of `path`.
  /// - Throws: `SystemError` with the errno.
  package static func of(_ path: RawPath) throws(SystemError) -> FileStatus {
    var raw = stat()
    if lstat(path.cString, &raw) != 0 { throw SystemError(call: "lstat", errno: errno) }
    return FileStatus(raw)
  }

  /// `stat(2)` of `path`: a final symbolic link is followed.
  /// - Throws: `SystemError` with the errno.
  package static func following(_ path: RawPath) throws(SystemError) -> FileStatus {
    var raw = stat()
    if stat(path.cString, &raw) != 0 { throw SystemError(call: "stat", errno: errno) }
    return FileStatus(raw)
  }

  /// Whether the item is a folder.
  package var isDirectory: Bool { kind == .directory }
}
