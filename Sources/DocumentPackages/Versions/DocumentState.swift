import DocpkgSystem
import FileVersions
import Foundation

/// The state of an open document, named like UIKit's `UIDocument.State`.
///
/// ```swift
/// let note = try NoteDocument(url: url)
/// if note.documentState.contains(.inConflict) { /* show the conflict screen */ }
/// ```
public struct DocumentState: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits.
  public let rawValue: UInt

  /// A state from raw bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Open, saved, nothing to report (no bit set).
  public static let normal: DocumentState = []
  /// Not backed by a file (new and unsaved, or its file is gone).
  public static let closed = DocumentState(rawValue: 1 << 0)
  /// Unresolved conflict versions exist beside the file (`NSFileVersion`).
  public static let inConflict = DocumentState(rawValue: 1 << 1)
  /// The last save failed.
  public static let savingError = DocumentState(rawValue: 1 << 2)
  /// The package (or the folder it is saved into) cannot be written.
  public static let editingDisabled = DocumentState(rawValue: 1 << 3)

  /// `normal`, or the set states joined by `+` (`inConflict+editingDisabled`).
  public var description: String {
    let names: [(DocumentState, String)] = [
      (.closed, "closed"), (.inConflict, "inConflict"), (.savingError, "savingError"),
      (.editingDisabled, "editingDisabled"),
    ]
    let set = names.filter { contains($0.0) }.map(\.1)
    return set.isEmpty ? "normal" : set.joined(separator: "+")
  }

  /// The state of a document whose file is at `url` (`nil` for an unsaved one).
  public static func of(fileAt url: URL?, lastSaveFailed: Bool) -> DocumentState {
    var state: DocumentState = lastSaveFailed ? .savingError : []
    guard let url, NSFileVersion.currentVersionOfItem(at: url) != nil else {
      return state.union(.closed)
    }
    if !(NSFileVersion.unresolvedConflictVersionsOfItem(at: url) ?? []).isEmpty {
      state.insert(.inConflict)
    }
    if !isWritable(url) || !isWritable(url.deletingLastPathComponent()) {
      state.insert(.editingDisabled)
    }
    return state
  }

  /// Writable for this process, and not read-only by its mode bits (which the superuser's
  /// `access(2)` would ignore).
  private static func isWritable(_ url: URL) -> Bool {
    guard let status = try? FileStatus.following(RawPath(url.path)) else { return false }
    return status.permissions & 0o222 != 0
      && FileSystem.isAccessible(RawPath(url.path), for: .write)
  }
}
