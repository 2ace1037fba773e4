import DocumentWatching
import Foundation

/// One change to the documents of a watched folder, as ``DocumentWatcher`` reports it —
/// the role `NSMetadataQueryDidUpdate` notifications play on Apple platforms.
///
/// A save, which is many file-system events (a temporary written, swapped in, the old tree
/// removed), is one `changed`.
public struct DocumentChange: Hashable, Sendable {
  /// What happened.
  public enum Kind: String, Sendable {
    /// A document appeared (created, copied or moved in).
    case added
    /// A document was saved or edited; ``entry`` has its new date and QuickLook state.
    case changed
    /// A document disappeared (deleted or moved out).
    case removed
    /// A document got another name in the folder (``previousName`` had it).
    case renamed
    /// A conflict copy of a document (``entry``'s `conflict` names the original) appeared.
    case conflictAppeared = "conflict-appeared"
    /// A conflict copy disappeared: the conflict was resolved.
    case conflictResolved = "conflict-resolved"
    /// Not a document change: the `fs.inotify.max_user_watches` limit was reached, so
    /// edits inside packages not yet watched are no longer seen (``message`` says how to
    /// raise it); documents appearing, disappearing and saved by docpkg still are.
    case watchLimitReached = "watch-limit-reached"
  }

  /// What happened.
  public var kind: Kind
  /// The document's name in the folder (for `removed` and `conflictResolved`, the name it
  /// had).
  public var name: String
  /// For `renamed`: the name it had before.
  public var previousName: String?
  /// The document as a listing shows it now (`nil` for `removed`, `conflictResolved` and
  /// `watchLimitReached`).
  public var entry: DocumentListEntry?
  /// For `conflictResolved`: the document the copy belonged to.
  public var originalName: String?
  /// For `watchLimitReached`: the explanation.
  public var message: String?
  /// When the watcher noticed the first file-system event of this change.
  public var firstEventDate: Date

  /// Makes a change record.
  public init(
    kind: Kind, name: String, previousName: String? = nil, entry: DocumentListEntry? = nil,
    originalName: String? = nil, message: String? = nil, firstEventDate: Date = Date()
  ) {
    self.kind = kind
    self.name = name
    self.previousName = previousName
    self.entry = entry
    self.originalName = originalName
    self.message = message
    self.firstEventDate = firstEventDate
  }
}
