import Foundation

extension NoteDocument {
  /// How many times ``refreshQuickLook(ofNoteAt:attempts:)`` reads a note again after
  /// another process saved it first.
  public static let quickLookRefreshAttempts = 3

  /// Regenerates a stale QuickLook folder of the note at `url` and saves the note.
  ///
  /// The work only depends on the note's text and attachments, so when another process
  /// saves the note between the read and the save (`changedSinceRead`), it is read again
  /// and redone, up to `attempts` times in all, rather than reported; a lock held too long
  /// (`inUse`) is reported at once.
  ///
  /// ```swift
  /// try NoteDocument.refreshQuickLook(ofNoteAt: URL(fileURLWithPath: "Trip.note"))
  /// ```
  ///
  /// - Throws: `DocumentPackageError` from reading or saving the note.
  public static func refreshQuickLook(
    ofNoteAt url: URL, attempts: Int = quickLookRefreshAttempts
  ) throws(DocumentPackageError) {
    var attempt = 1
    while true {
      do {
        let note = try NoteDocument(url: url)
        if try note.updateQuickLook() { try note.save() }
        return
      } catch let error where error.cause == .changedSinceRead && attempt < attempts {
        attempt += 1
      }
    }
  }
}
