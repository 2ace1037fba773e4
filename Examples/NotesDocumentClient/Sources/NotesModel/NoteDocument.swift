import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(DocumentApps)
  import DocumentApps
#endif

/// A note: text and attachments in a package (`Trip.note/Text.txt`,
/// `Trip.note/Attachments/…`), with a `QuickLook/Thumbnail.png` written on every save so
/// file browsers can show it.
public final class NoteDocument: UIDocument, @unchecked Sendable {
  private let modelLock = NSLock()
  private var storedText = ""
  private var storedAttachments: [String: Data] = [:]

  /// The note's text.
  public var text: String {
    get { modelLock.withLock { storedText } }
    set { modelLock.withLock { storedText = newValue } }
  }

  /// Attachments by file name.
  public var attachments: [String: Data] {
    get { modelLock.withLock { storedAttachments } }
    set { modelLock.withLock { storedAttachments = newValue } }
  }

  /// Called when the document's state changes (conflict, saving error…).
  public var onStateChange: (@Sendable (UIDocument.State) -> Void)?
  private var observer: (any NSObjectProtocol)?

  /// A note at `url`.
  public override init(fileURL url: URL) {
    super.init(fileURL: url)
    observer = NotificationCenter.default.addObserver(
      forName: UIDocument.stateChangedNotification, object: self, queue: nil
    ) { [weak self] _ in
      guard let self else { return }
      onStateChange?(documentState)
    }
  }

  deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  /// Adds an attachment and records the change (autosaved).
  public func attach(_ data: Data, named name: String) {
    modelLock.withLock { storedAttachments[name] = data }
    updateChangeCount(.done)
  }

  /// Replaces the text and records the change (autosaved).
  public func edit(_ newText: String) {
    text = newText
    updateChangeCount(.done)
  }

  public override func contents(forType typeName: String) throws -> Any {
    let (text, attachments) = modelLock.withLock { (storedText, storedAttachments) }
    let attachmentFolder = FileWrapper(
      directoryWithFileWrappers: attachments.mapValues { FileWrapper(regularFileWithContents: $0) })
    let quickLook = FileWrapper(directoryWithFileWrappers: [
      "Thumbnail.png": FileWrapper(regularFileWithContents: NoteThumbnail.png(for: text))
    ])
    return FileWrapper(directoryWithFileWrappers: [
      "Text.txt": FileWrapper(regularFileWithContents: Data(text.utf8)),
      "Attachments": attachmentFolder,
      "QuickLook": quickLook,
    ])
  }

  public override func load(fromContents contents: Any, ofType typeName: String?) throws {
    guard let package = contents as? FileWrapper, let children = package.fileWrappers else {
      throw CocoaError(.fileReadCorruptFile)
    }
    let text =
      children["Text.txt"]?.regularFileContents.map {
        String(decoding: $0, as: UTF8.self)
      } ?? ""
    let attachments =
      children["Attachments"]?.fileWrappers?.compactMapValues(\.regularFileContents) ?? [:]
    modelLock.withLock {
      storedText = text
      storedAttachments = attachments
    }
  }
}
