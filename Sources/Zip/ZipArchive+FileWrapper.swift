import FileWrappers
import Foundation

extension ZipArchive {
  /// A read-only FileWrapper tree of the archive's entries, rooted at a folder named
  /// `rootName`. Nothing is extracted: a file's contents are inflated from the archive (with
  /// every limit and the CRC-32 checked) the first time they are asked for.
  ///
  /// Folders the archive only implies (`a/b.txt` without an `a/` entry) are made, dated like
  /// the archive's newest entry. Names were validated when the archive was opened, so every
  /// key is one safe path component.
  public func fileWrapper(rootName: String) -> FileWrapper {
    let newest = entries.map(\.modificationDate).max()
    let tree = ZipTreeNode()
    for entry in entries {
      let components = entry.path.split(separator: "/").map(String.init)
      var node = tree
      for component in components.dropLast() { node = node.child(component) }
      guard let last = components.last else { continue }
      node.child(last).entry = entry
    }
    return wrapper(for: tree, name: rootName, date: newest)
  }

  private func wrapper(for node: ZipTreeNode, name: String, date: Date?) -> FileWrapper {
    if let entry = node.entry, entry.kind == .file {
      let archive = self
      let source = FileContentSource(size: Int64(clamping: entry.uncompressedSize)) {
        try archive.contents(of: entry)
      }
      return FileWrapper(
        regularFileWithContentSource: source, preferredFilename: name,
        modificationDate: entry.modificationDate, permissions: entry.permissions)
    }
    let children = node.children.map { wrapper(for: $0.value, name: $0.key, date: date) }
    return FileWrapper(
      directoryNamed: name, children: children,
      modificationDate: node.entry?.modificationDate ?? date,
      permissions: node.entry?.permissions)
  }
}

/// One path component while the tree is assembled.
private final class ZipTreeNode {
  var entry: ZipEntry?
  var children: [String: ZipTreeNode] = [:]

  func child(_ name: String) -> ZipTreeNode {
    if let existing = children[name] { return existing }
    let made = ZipTreeNode()
    children[name] = made
    return made
  }
}
