import Foundation

/// One item a rename, move or delete handled: where it was and where it went (for a
/// delete, its place in the Trash, or `nil` when it was removed permanently).
public struct ItemMove: Hashable, Sendable {
  /// Where the item was.
  public var from: URL
  /// Where it is now; `nil` when it no longer exists.
  public var to: URL?

  /// Makes a record of one item.
  public init(from: URL, to: URL?) {
    self.from = from
    self.to = to
  }
}

/// What a rename, move or delete did to a document, its conflict versions and its Live Photo
/// partner.
public struct RelocationResult: Hashable, Sendable {
  /// The document itself.
  public var document: ItemMove
  /// Its conflict versions (copies sync services made), carried along.
  public var versions: [ItemMove]
  /// The other half of a Live Photo (the still's movie, or the movie's still) with its own
  /// conflict copies, carried along.
  public var companions: [ItemMove]

  /// Whether nothing changed (renamed to its own name, moved to its own folder).
  public var isUnchanged: Bool { document.from == document.to }

  /// Makes a result.
  public init(document: ItemMove, versions: [ItemMove], companions: [ItemMove] = []) {
    self.document = document
    self.versions = versions
    self.companions = companions
  }
}
