#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation

  extension NSAttributedString {
    /// Keys of the document-attributes dictionary that reading fills in and writing takes,
    /// with AppKit's raw values. RTF's `\info` group maps to the metadata keys.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
      /// The attribute's name.
      public let rawValue: String

      /// Creates a key from its name.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// Creates a key from its name.
      public init(_ rawValue: String) {
        self.rawValue = rawValue
      }

      /// A `DocumentType`: the format read, or the format to write.
      public static let documentType = DocumentAttributeKey("DocumentType")
      /// A `String.Encoding.RawValue` (`UInt`): the encoding of plain text read or written.
      public static let characterEncoding = DocumentAttributeKey("CharacterEncoding")
      /// A `String`: `\title`.
      public static let title = DocumentAttributeKey("Title")
      /// A `String`: `\author`.
      public static let author = DocumentAttributeKey("Author")
      /// A `String`: `\subject`.
      public static let subject = DocumentAttributeKey("Subject")
      /// A `[String]`: `\keywords`, split at commas.
      public static let keywords = DocumentAttributeKey("Keywords")
      /// A `String`: `\doccomm`.
      public static let comment = DocumentAttributeKey("Comment")
      /// A `String`: `\company`.
      public static let company = DocumentAttributeKey("Company")
      /// A `Date`: `\creatim`, a local time in the current time zone.
      public static let creationTime = DocumentAttributeKey("CreationTime")
      /// A `Date`: `\revtim`, a local time in the current time zone.
      public static let modificationTime = DocumentAttributeKey("ModificationTime")
      /// An `Int`: the `\cocoartfN` version written (RichText's default when absent).
      public static let cocoaVersion = DocumentAttributeKey("CocoaRTFVersion")
      /// A `CGSize` in points: the paper size written (A4 when absent).
      public static let paperSize = DocumentAttributeKey("PaperSize")
    }
  }
#endif
