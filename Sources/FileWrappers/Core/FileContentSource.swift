import Foundation

/// Where a regular-file wrapper's contents come from when they are neither in memory nor in a
/// file on disk: an entry of an archive, a blob in a database. FileWrappers knows nothing of
/// the container; it only asks for the bytes on first use.
///
/// ```swift
/// let source = FileContentSource(size: 12) { Data("hello, world".utf8) }
/// let file = FileWrapper(regularFileWithContentSource: source, preferredFilename: "a.txt")
/// file.regularFileSize          // 12, without loading
/// let bytes = try file.contents()
/// ```
public struct FileContentSource: Sendable {
  /// The size the contents will have, as the container declares it.
  public var size: Int64
  /// Produces the contents; called at most once per wrapper (the result is kept).
  public var load: @Sendable () throws -> Data

  /// A source of `size` bytes produced by `load`.
  public init(size: Int64, load: @escaping @Sendable () throws -> Data) {
    self.size = size
    self.load = load
  }
}

extension FileWrapper {
  /// A regular-file wrapper whose contents are produced by `source` on first access (a
  /// read-only view of a container entry).
  ///
  /// - Parameters:
  ///   - source: the size and the loader of the contents.
  ///   - preferredFilename: the name in its parent.
  ///   - modificationDate: the date to report.
  ///   - permissions: POSIX permission bits to report.
  public convenience init(
    regularFileWithContentSource source: FileContentSource, preferredFilename: String,
    modificationDate: Date? = nil, permissions: UInt16? = nil
  ) {
    self.init(storage: .regular(RegularFileStorage(provider: source)))
    self.preferredFilename = preferredFilename
    filename = preferredFilename
    self.modificationDate = modificationDate
    self.permissions = permissions
  }

  /// A directory wrapper of `children` keyed exactly by their preferred filenames (names are
  /// assumed unique, as in an archive's listing), dated `modificationDate`.
  public convenience init(
    directoryNamed name: String, children: [FileWrapper], modificationDate: Date? = nil,
    permissions: UInt16? = nil
  ) {
    self.init(storage: .directory)
    preferredFilename = name
    filename = name
    self.modificationDate = modificationDate
    self.permissions = permissions
    for child in children {
      guard let key = child.preferredFilename, !key.isEmpty else { continue }
      setChild(child, forKey: key)
    }
  }
}
