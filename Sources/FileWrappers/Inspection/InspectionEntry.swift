/// One item in an inspection tree: what `docpkg inspect` prints per file, folder or link.
public struct InspectionEntry: Sendable {
  /// The kind of item.
  public enum Kind: String, Sendable {
    /// A regular file (`"file"` in JSON).
    case regularFile = "file"
    /// A folder (`"directory"`).
    case directory = "directory"
    /// A symbolic link, never followed (`"symlink"`).
    case symbolicLink = "symlink"
  }

  /// The item's name (U+FFFD replaces bytes that are not UTF-8).
  public var name: String
  /// The path relative to the inspected item (`.` for the item itself).
  public var path: String
  /// File, folder or link.
  public var kind: Kind
  /// Bytes: a file's size; for a folder, the total of all files below it; for a link, the
  /// length of its destination text.
  public var size: Int64
  /// Modification time, seconds since 1970 (UTC).
  public var modificationSeconds: Int64
  /// POSIX permission bits (e.g. 0o644).
  public var permissions: UInt16
  /// A link's destination text, as stored; never followed.
  public var symbolicLinkDestination: String?
  /// A folder's items, sorted by name bytes.
  public var children: [InspectionEntry]

  /// Creates an entry.
  public init(
    name: String, path: String, kind: Kind, size: Int64, modificationSeconds: Int64,
    permissions: UInt16, symbolicLinkDestination: String? = nil,
    children: [InspectionEntry] = []
  ) {
    self.name = name
    self.path = path
    self.kind = kind
    self.size = size
    self.modificationSeconds = modificationSeconds
    self.permissions = permissions
    self.symbolicLinkDestination = symbolicLinkDestination
    self.children = children
  }
}
