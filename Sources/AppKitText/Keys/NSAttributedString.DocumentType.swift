#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation

  extension NSAttributedString {
    /// A document format for reading and writing attributed strings, with AppKit's raw values.
    ///
    /// docpkg reads and writes `.rtf`, `.rtfd` and `.plain`, and writes `.html`; the other
    /// formats Apple names throw `AttributedStringDocumentError.unsupportedDocumentType`.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
      /// The format's name, e.g. `NSRTF`.
      public let rawValue: String

      /// Creates a document type from its name.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// Creates a document type from its name.
      public init(_ rawValue: String) {
        self.rawValue = rawValue
      }

      /// Plain text (`NSPlainText`).
      public static let plain = DocumentType("NSPlainText")
      /// Rich Text Format (`NSRTF`), Cocoa dialect.
      public static let rtf = DocumentType("NSRTF")
      /// RTF with attachments (`NSRTFD`): a folder wrapper, or flat RTFD as data.
      public static let rtfd = DocumentType("NSRTFD")
      /// HTML (`NSHTML`); written only.
      public static let html = DocumentType("NSHTML")
      /// SimpleText (`NSMacSimpleText`); not supported.
      public static let macSimpleText = DocumentType("NSMacSimpleText")
      /// Word 97 `.doc` (`NSDocFormat`); not supported.
      public static let docFormat = DocumentType("NSDocFormat")
      /// Word 2003 XML (`NSWordML`); not supported.
      public static let wordML = DocumentType("NSWordML")
      /// WebKit web archive (`NSWebArchive`); not supported.
      public static let webArchive = DocumentType("NSWebArchive")
      /// Office Open XML `.docx` (`NSOfficeOpenXML`); not supported.
      public static let officeOpenXML = DocumentType("NSOfficeOpenXML")
      /// OpenDocument `.odt` (`NSOpenDocument`); not supported.
      public static let openDocument = DocumentType("NSOpenDocument")
    }
  }
#endif
