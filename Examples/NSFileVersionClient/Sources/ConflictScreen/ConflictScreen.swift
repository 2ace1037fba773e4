import Foundation

#if canImport(FileVersions)
  import FileVersions
#endif

/// The conflict screen of the Notes and PhotoKeeper apps, written only against Apple's
/// `NSFileVersion` API: list the current version and the others with "Modified on
/// <computer>" and their dates, keep one, remove the rest, mark the conflicts resolved.
public struct ConflictScreen {
  /// One row of the screen.
  public struct Row: Equatable {
    /// "Modified on <computer>", or the current version's label.
    public var title: String
    /// When the version was saved.
    public var date: Date?
    /// Whether it is the current version.
    public var isCurrent: Bool
  }

  /// The document in conflict.
  public let url: URL

  /// A screen for the document at `url`.
  public init(url: URL) {
    self.url = url
  }

  /// Whether the document has unresolved conflict versions.
  public var isInConflict: Bool {
    !(NSFileVersion.unresolvedConflictVersionsOfItem(at: url) ?? []).isEmpty
  }

  /// The versions, current first.
  public func versions() -> [NSFileVersion] {
    var all: [NSFileVersion] = []
    if let current = NSFileVersion.currentVersionOfItem(at: url) { all.append(current) }
    all += NSFileVersion.otherVersionsOfItem(at: url) ?? []
    return all
  }

  /// The rows the screen shows.
  public func rows() -> [Row] {
    let current = NSFileVersion.currentVersionOfItem(at: url)
    return versions().map { version in
      let isCurrent = version == current
      let computer = version.localizedNameOfSavingComputer ?? "this computer"
      return Row(
        title: isCurrent ? "Current version" : "Modified on \(computer)",
        date: version.modificationDate, isCurrent: isCurrent)
    }
  }

  /// Keeps `chosen` (one of ``versions()``) as the document, as the apps do: replace the
  /// item by moving the chosen version, remove the other versions, mark conflicts resolved.
  public func keep(_ chosen: NSFileVersion) throws {
    if chosen != NSFileVersion.currentVersionOfItem(at: url) {
      try chosen.replaceItem(at: url, options: .byMoving)
    }
    try NSFileVersion.removeOtherVersionsOfItem(at: url)
    for version in NSFileVersion.unresolvedConflictVersionsOfItem(at: url) ?? [] {
      version.isResolved = true
    }
  }
}
