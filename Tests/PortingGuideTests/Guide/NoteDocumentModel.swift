import Foundation

// The document model of a Notes-style app, written once for macOS, iOS and Linux.
#if canImport(AppKit)
  import AppKit
#elseif canImport(UIKit)
  import UIKit
#endif
#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#else
  import UniformTypes
#endif
#if !canImport(AppKit) && !canImport(UIKit)
  import AppKitText
  import FileWrappers
#endif

extension UTType {
  /// The app's own document type. On Apple platforms its Info.plist declares it; on Linux the
  /// same declaration is registered on first use, before the type is made.
  static let portableNote: UTType = {
    NoteTypeDeclarations.register()
    return UTType(exportedAs: "com.example.portable-note", conformingTo: .package)
  }()
}

/// What the Info.plist says, for platforms that do not read it themselves.
enum NoteTypeDeclarations {
  static let json = """
    {"UTExportedTypeDeclarations": [{
      "UTTypeIdentifier": "com.example.portable-note",
      "UTTypeDescription": "Portable Note",
      "UTTypeConformsTo": ["com.apple.package"],
      "UTTypeTagSpecification": {"public.filename-extension": ["portablenote"]}
    }]}
    """

  static func register() {
    #if !canImport(UniformTypeIdentifiers)
      try? UTTypeRegistry.register(UTTypeDeclaration.declarations(fromJSON: Data(json.utf8)))
    #endif
  }
}

/// Why a note could not be opened.
enum NoteError: Error {
  case notANote
}

/// A note: rich text in `Text.rtf`, attached files in `Attachments/`, and a QuickLook icon in
/// `QuickLook/Thumbnail.png`, saved as one package.
final class PortableNote {
  /// The note's text, with fonts, colours, links and paragraph alignment.
  var text: NSAttributedString
  /// The attached files by name.
  private(set) var attachments: [String: FileWrapper] = [:]

  /// An empty note.
  init() {
    text = NSAttributedString(string: "")
  }

  /// Opens a note package.
  init(fileWrapper: FileWrapper) throws {
    guard let rtf = fileWrapper.fileWrappers?["Text.rtf"]?.regularFileContents else {
      throw NoteError.notANote
    }
    text = try NSAttributedString(
      data: rtf, options: [.documentType: NSAttributedString.DocumentType.rtf],
      documentAttributes: nil)
    for (name, file) in fileWrapper.fileWrappers?["Attachments"]?.fileWrappers ?? [:] {
      attachments[name] = file
    }
  }

  /// Attaches a file: saved in `Attachments/`, and shown at the end of the text while the
  /// note is open (plain RTF holds no attachments, on any platform).
  func attach(_ contents: Data, named name: String) {
    let file = FileWrapper(regularFileWithContents: contents)
    file.preferredFilename = name
    attachments[name] = file
    let updated = NSMutableAttributedString(attributedString: text)
    updated.append(NSAttributedString(attachment: NSTextAttachment(fileWrapper: file)))
    text = updated
  }

  /// The package to save.
  func fileWrapper() throws -> FileWrapper {
    let rtf = try text.data(
      from: NSRange(location: 0, length: text.length),
      documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf])
    let folder = FileWrapper(directoryWithFileWrappers: attachments)
    folder.preferredFilename = "Attachments"
    var items = [
      "Text.rtf": FileWrapper(regularFileWithContents: rtf),
      "Attachments": folder,
    ]
    if let icon = NoteIcon.png(for: text.string, size: 512) {
      items["QuickLook"] = FileWrapper(directoryWithFileWrappers: [
        "Thumbnail.png": FileWrapper(regularFileWithContents: icon)
      ])
    }
    return FileWrapper(directoryWithFileWrappers: items)
  }
}
