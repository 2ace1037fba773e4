import DocpkgSystem
import Foundation

extension FileWrapper {
  /// Re-reads this wrapper from `url`, replacing its kind, children, contents and
  /// attributes. Lazy unless `.immediate` is given.
  ///
  /// - Throws: `FileWrapperError` naming the path (missing item, unreadable folder, limits).
  public func read(
    from url: URL, options: ReadingOptions = [], limits: ReadingLimits = .default
  ) throws {
    var reader = TreeReader(
      builder: WrapperBuilder(options: options, limits: limits), limits: limits)
    // Taken before reading: a save swapping a new package in during the read makes a later
    // save back refuse (`changedSinceRead`) rather than write a mix of the two.
    let identity = ItemIdentity.of(RawPath(url.path))
    let loaded = try reader.readRoot(RawPath(url.path))
    adopt(loaded)
    savedLocations = [:]
    if let identity { savedLocations[SavedLocation.key(url)] = identity }
    problems = reader.problems
    if filename == nil { filename = url.lastPathComponent }
  }

  /// Takes over the state of a freshly read wrapper.
  func adopt(_ other: FileWrapper) {
    for child in children.values where child.parent === self { child.parent = nil }
    storage = other.storage
    children = [:]
    for (key, child) in other.children { setChild(child, forKey: key) }
    diskStatus = other.diskStatus
    permissions = other.permissions
    modificationDate = other.modificationDate
    rawLinkDestination = other.rawLinkDestination
    attributesEdited = false
  }

  /// Whether the item at `url` still looks like what this wrapper was read from: the same
  /// kind and modification date (within a second, as Apple checks), and for directories
  /// the same child names, recursively.
  public func matchesContents(of url: URL) -> Bool {
    matches(RawPath(url.path))
  }

  private func matches(_ path: RawPath) -> Bool {
    guard let status = try? FileStatus.of(path), let modificationDate else { return false }
    let difference = abs(FileWrapper.date(of: status).timeIntervalSince(modificationDate))
    guard difference < 1 else { return false }
    switch (storage, status.kind) {
    case (.regular, .regular):
      return regularFileSize == status.size
    case (.symbolicLink, .symbolicLink):
      return true
    case (.directory, .directory):
      guard let entries = try? FileSystem.listDirectory(path), entries.count == children.count
      else { return false }
      for entry in entries {
        let name = String(decoding: entry.name, as: UTF8.self)
        guard let child = children[name], child.matches(path.appending(entry.name)) else {
          return false
        }
      }
      return true
    default:
      return false
    }
  }
}
