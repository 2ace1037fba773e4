/// What `TreeReader` makes of each item it lists: file wrappers, or inspection entries.

import DocpkgSystem

protocol TreeBuilder {
  associatedtype Node

  /// A regular file at `path`; `relative` holds the path components below the root.
  mutating func file(at path: RawPath, relative: [[UInt8]], status: FileStatus) throws -> Node
  /// A symbolic link with its destination bytes.
  mutating func link(destination: [UInt8], relative: [[UInt8]], status: FileStatus) -> Node
  /// A directory with its children, in name-byte order. `name` is the decoded name and
  /// `rawName` the bytes on disk.
  mutating func directory(
    children: [(rawName: [UInt8], name: String, node: Node)], relative: [[UInt8]],
    status: FileStatus
  ) -> Node
}
