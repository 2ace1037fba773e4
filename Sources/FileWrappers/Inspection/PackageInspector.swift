import DocpkgSystem
import Foundation

/// Walks any file or folder, without following links or loading contents, into an
/// `InspectionReport`. Unreadable parts become problems; limits still throw.
///
/// ```swift
/// let report = try PackageInspector().inspect(path: "Trip.note")
/// ```
public struct PackageInspector: Sendable {
  /// Bounds on the walk.
  public var limits: ReadingLimits

  /// An inspector with `limits`.
  public init(limits: ReadingLimits = .default) {
    self.limits = limits
  }

  /// Inspects the item at `path`.
  /// - Throws: `FileWrapperError` when the item is missing, cannot be opened or exceeds
  ///   the limits.
  public func inspect(path: String) throws -> InspectionReport {
    let rawPath = RawPath(path)
    var name = String(decoding: rawPath.lastComponent, as: UTF8.self)
    if name.isEmpty { name = path }
    var reader = TreeReader(
      builder: InspectionBuilder(rootName: name), limits: limits, tolerant: true)
    let root = try reader.readRoot(rawPath)
    return InspectionReport(
      path: path, root: root, problems: reader.problems,
      entryCount: reader.builder.entryCount, totalSize: reader.builder.totalSize)
  }

  /// Inspects the item at `url`.
  public func inspect(_ url: URL) throws -> InspectionReport {
    try inspect(path: url.path)
  }

  /// Builds the entry of an already read wrapper (and its descendants).
  public static func entry(for wrapper: FileWrapper, name: String, path: String = ".")
    -> InspectionEntry
  {
    var count = 0
    var total: Int64 = 0
    return entry(for: wrapper, name: name, path: path, count: &count, total: &total)
  }

  private static func entry(
    for wrapper: FileWrapper, name: String, path: String, count: inout Int, total: inout Int64
  ) -> InspectionEntry {
    count += 1
    let status = wrapper.diskStatus
    let seconds =
      status?.modificationSeconds
      ?? Int64((wrapper.modificationDate?.timeIntervalSince1970 ?? 0).rounded(.down))
    switch wrapper.storage {
    case .regular:
      let size = wrapper.regularFileSize ?? 0
      total += size
      return InspectionEntry(
        name: name, path: path, kind: .regularFile, size: size, modificationSeconds: seconds,
        permissions: wrapper.permissions ?? 0o644)
    case .symbolicLink(let url):
      let text = wrapper.rawLinkDestination.map { String(decoding: $0, as: UTF8.self) } ?? url.path
      return InspectionEntry(
        name: name, path: path, kind: .symbolicLink,
        size: Int64(wrapper.rawLinkDestination?.count ?? text.utf8.count),
        modificationSeconds: seconds, permissions: wrapper.permissions ?? 0o777,
        symbolicLinkDestination: text)
    case .directory:
      let before = total
      var children: [InspectionEntry] = []
      children.reserveCapacity(wrapper.children.count)
      let keys = wrapper.children.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for key in keys {
        guard let child = wrapper.children[key] else { continue }
        let childPath = path == "." ? key : path + "/" + key
        children.append(
          entry(for: child, name: key, path: childPath, count: &count, total: &total))
      }
      return InspectionEntry(
        name: name, path: path, kind: .directory, size: total - before,
        modificationSeconds: seconds, permissions: wrapper.permissions ?? 0o755,
        children: children)
    }
  }
}
