import Foundation

/// Apple's `NSFileVersion` for Linux sync folders: the versions of a document are the
/// document itself (the current version) and the conflict copies a sync client wrote beside
/// it (Dropbox, Nextcloud/ownCloud, Syncthing, Seafile, OneDrive; ``ConflictCopy``).
///
/// Names and semantics follow Apple's class, so code written for it ports unchanged;
/// `Spec/AppleAPI/NSFileVersion.md` accounts for every member. Losing versions go to the
/// freedesktop.org ``Trash`` (or are deleted, with the `disposal:` overloads).
///
/// ```swift
/// guard let current = NSFileVersion.currentVersionOfItem(at: url) else { return }
/// for version in NSFileVersion.unresolvedConflictVersionsOfItem(at: url) ?? [] {
///   print(version.localizedNameOfSavingComputer ?? "?", version.modificationDate ?? .distantPast)
/// }
/// let chosen = NSFileVersion.otherVersionsOfItem(at: url)?.first
/// try chosen?.replaceItem(at: url, options: .byMoving)
/// try NSFileVersion.removeOtherVersionsOfItem(at: url)
/// ```
public final class NSFileVersion: NSObject {
  /// Where this version's contents are: the document for the current version, the
  /// conflict copy for the others.
  public let url: URL
  /// The document this is a version of.
  let itemURL: URL
  /// What the copy's name says; `nil` for the current version.
  public let conflictCopy: ConflictCopy?
  private var discardable = false

  init(url: URL, itemURL: URL, conflictCopy: ConflictCopy?) {
    self.url = url
    self.itemURL = itemURL
    self.conflictCopy = conflictCopy
  }

  /// The document's name for people: its file name without the extension (the same for
  /// every version of one document, as on Apple platforms).
  public var localizedName: String? {
    let name = itemURL.lastPathComponent
    let (stem, _) = FileNameParts.split(name)
    return stem.isEmpty ? name : stem
  }

  /// The computer, device or user that saved this version, as the sync client wrote it
  /// into the copy's name: Dropbox's computer (or user) name, Nextcloud's user, Syncthing's
  /// device ID, Seafile's user, OneDrive's computer name. `nil` for the current version and
  /// for copies whose name records nobody.
  public var localizedNameOfSavingComputer: String? { conflictCopy?.owner }

  /// Apple's iCloud account owner; sync folders record no such person, so always `nil`.
  public var originatorNameComponents: PersonNameComponents? { nil }

  /// When the version was last modified (for a package, the newest of the folder and its
  /// entries one level deep); `nil` when the item is gone.
  public var modificationDate: Date? { ItemDates.modificationDate(of: url) }

  /// Whether this is a conflict version (every version but the current one).
  public var isConflict: Bool { conflictCopy != nil }

  /// Whether the conflict has been dealt with. Setting it persists (an extended attribute
  /// on the copy, see `Spec/Versions.md`); resolved versions are still among
  /// ``otherVersionsOfItem(at:)`` but no longer among
  /// ``unresolvedConflictVersionsOfItem(at:)``. Always `true` for the current version.
  public var isResolved: Bool {
    get { conflictCopy == nil || ResolvedMarks.isResolved(url) }
    set {
      guard conflictCopy != nil else { return }
      ResolvedMarks.setResolved(url, newValue)
    }
  }

  /// Apple lets the system purge discardable versions; copies here are never purged, so
  /// this only remembers what was set.
  public var isDiscardable: Bool {
    get { discardable }
    set { discardable = newValue }
  }

  /// Every version's contents are on this computer.
  public var hasLocalContents: Bool { true }

  /// Sync clients store no separate thumbnail for a copy.
  public var hasThumbnail: Bool { false }

  /// A value that finds this version again with
  /// ``version(itemAt:forPersistentIdentifier:)``: the copy's file name.
  public var persistentIdentifier: any NSCoding & NSObjectProtocol {
    NSString(string: url.lastPathComponent)
  }

  /// Two versions are equal when they are the same version of the same document.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSFileVersion else { return false }
    return other.url.standardizedFileURL.path == url.standardizedFileURL.path
      && other.itemURL.standardizedFileURL.path == itemURL.standardizedFileURL.path
      && other.isConflict == isConflict
  }

  /// A hash consistent with `isEqual(_:)`.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(url.standardizedFileURL.path)
    hasher.combine(isConflict)
    return hasher.finalize()
  }

  /// The version's path, client and saving computer.
  public override var description: String {
    guard let conflictCopy else { return "current version \(url.path)" }
    return "\(conflictCopy.source.clientName) version \(url.path)"
      + (conflictCopy.owner.map { " from \($0)" } ?? "")
  }
}
