/// Builds `InspectionEntry` values while `TreeReader` walks, counting items and bytes.

import DocpkgSystem

struct InspectionBuilder: TreeBuilder {
  /// The name shown for the root.
  var rootName: String
  private(set) var entryCount = 0
  private(set) var totalSize: Int64 = 0

  init(rootName: String) {
    self.rootName = rootName
  }

  mutating func file(at path: RawPath, relative: [[UInt8]], status: FileStatus) throws
    -> InspectionEntry
  {
    entryCount += 1
    totalSize += status.size
    return InspectionEntry(
      name: name(relative), path: TreeReader<Self>.display(relative), kind: .regularFile,
      size: status.size, modificationSeconds: status.modificationSeconds,
      permissions: status.permissions)
  }

  mutating func link(destination: [UInt8], relative: [[UInt8]], status: FileStatus)
    -> InspectionEntry
  {
    entryCount += 1
    return InspectionEntry(
      name: name(relative), path: TreeReader<Self>.display(relative), kind: .symbolicLink,
      size: Int64(destination.count), modificationSeconds: status.modificationSeconds,
      permissions: status.permissions,
      symbolicLinkDestination: String(decoding: destination, as: UTF8.self))
  }

  mutating func directory(
    children: [(rawName: [UInt8], name: String, node: InspectionEntry)], relative: [[UInt8]],
    status: FileStatus
  ) -> InspectionEntry {
    entryCount += 1
    var size: Int64 = 0
    var nodes: [InspectionEntry] = []
    nodes.reserveCapacity(children.count)
    for child in children {
      size += child.node.kind == .symbolicLink ? 0 : child.node.size
      nodes.append(child.node)
    }
    return InspectionEntry(
      name: name(relative), path: TreeReader<Self>.display(relative), kind: .directory,
      size: size, modificationSeconds: status.modificationSeconds,
      permissions: status.permissions, children: nodes)
  }

  private func name(_ relative: [[UInt8]]) -> String {
    guard let last = relative.last else { return rootName }
    return String(decoding: last, as: UTF8.self)
  }
}
