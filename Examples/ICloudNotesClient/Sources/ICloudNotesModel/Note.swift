import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(DocumentApps)
  import DocumentApps
#endif

/// A note of the iCloud Notes app: one plain-text file, `Note_<date>.txt`, reloaded when
/// another device (through the sync client) changes it.
public final class Note: UIDocument, @unchecked Sendable {
  private let modelLock = NSLock()
  private var storedContent = ""

  /// The text.
  public var noteContent: String {
    get { modelLock.withLock { storedContent } }
    set { modelLock.withLock { storedContent = newValue } }
  }

  /// Called (on a background queue) after the note was loaded or reloaded.
  public var onLoad: (@Sendable (String) -> Void)?

  public override func contents(forType typeName: String) throws -> Any {
    Data(noteContent.utf8)
  }

  public override func load(fromContents contents: Any, ofType typeName: String?) throws {
    guard let data = contents as? Data else { throw CocoaError(.fileReadCorruptFile) }
    let text = String(decoding: data, as: UTF8.self)
    noteContent = text
    onLoad?(text)
  }

  /// A file name for a new note: `Note_yyyyMMdd_HHmmss.txt`.
  public static func newFileName(date: Date = Date()) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd_HHmmss"
    return "Note_\(formatter.string(from: date)).txt"
  }
}
