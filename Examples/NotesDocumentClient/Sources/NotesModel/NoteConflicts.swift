import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(DocumentApps)
  import DocumentApps
#endif

/// Conflict handling as the Notes app does it: when ``NoteDocument`` is `.inConflict`, list
/// the other versions, keep one, mark the conflicts resolved and reload.
public struct NoteConflicts {
  /// The note in conflict.
  public let document: NoteDocument

  /// Conflict handling for `document`.
  public init(document: NoteDocument) {
    self.document = document
  }

  /// Whether the note has unresolved conflict versions.
  public var isInConflict: Bool { document.documentState.contains(.inConflict) }

  /// The conflicting versions, oldest first.
  public func versions() -> [NSFileVersion] {
    (NSFileVersion.unresolvedConflictVersionsOfItem(at: document.fileURL) ?? []).sorted {
      ($0.modificationDate ?? .distantPast) < ($1.modificationDate ?? .distantPast)
    }
  }

  /// Keeps the current version: the others are resolved and removed.
  public func keepCurrent() throws {
    for version in versions() { version.isResolved = true }
    try NSFileVersion.removeOtherVersionsOfItem(at: document.fileURL)
  }

  /// Keeps `version` as the note, then reloads the document from it.
  public func keep(_ version: NSFileVersion) async throws -> Bool {
    try version.replaceItem(at: document.fileURL, options: [])
    try keepCurrent()
    return await document.revert(toContentsOf: document.fileURL)
  }
}
