import Foundation

extension RTFDDocument {
  /// The document's state (see ``NoteDocument/documentState``); a flat RTFD file is a file
  /// like any other here.
  public var documentState: DocumentState {
    DocumentState.of(fileAt: fileURL, lastSaveFailed: lastSaveFailed)
  }
}
