#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which item sits at a path and when its inode last changed: enough to notice that a
/// package was replaced (every save swaps in a new folder) or had entries added, removed or
/// renamed since it was read. The change time is compared too because a freed inode number
/// is often reused by the very next folder created.
package struct ItemIdentity: Equatable, Sendable {
  /// `st_dev`.
  package var device: UInt64
  /// `st_ino`.
  package var inode: UInt64
  /// `st_ctim`: last inode change, whole seconds since 1970.
  package var changeSeconds: Int64
  /// `st_ctim`: the nanoseconds within that second.
  package var changeNanoseconds: Int64

  /// The identity fields of one `stat` record.
  package init(_ raw: stat) {
    device = UInt64(raw.st_dev)
    inode = UInt64(raw.st_ino)
    changeSeconds = Int64(raw.st_ctim.tv_sec)
    changeNanoseconds = Int64(raw.st_ctim.tv_nsec)
  }

  /// The identity of the item at `path` (not following a final symbolic link), or `nil`
  /// when nothing is there or it cannot be examined.
  package static func of(_ path: RawPath) -> ItemIdentity? {
    var raw = stat()
    guard lstat(path.cString, &raw) == 0 else { return nil }
    return ItemIdentity(raw)
  }

  /// Whether `other` is the same inode on the same device (change times aside).
  package func isSameInode(as other: ItemIdentity) -> Bool {
    device == other.device && inode == other.inode
  }
}
