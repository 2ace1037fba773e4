#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation

  extension NSAttributedString {
    /// Keys of the options dictionary of `NSAttributedString(data:options:documentAttributes:)`,
    /// with AppKit's raw values.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
      /// The option's name.
      public let rawValue: String

      /// Creates a key from its name.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// Creates a key from its name.
      public init(_ rawValue: String) {
        self.rawValue = rawValue
      }

      /// A `DocumentType`: the format of the data; sniffed from the data when absent.
      public static let documentType = DocumentReadingOptionKey("DocumentType")
      /// A `String.Encoding.RawValue` (`UInt`): the encoding of plain text (UTF-8 when absent).
      public static let characterEncoding = DocumentReadingOptionKey("CharacterEncoding")
      /// A `[NSAttributedString.Key: Any]` for plain text: the attributes of every character.
      public static let defaultAttributes = DocumentReadingOptionKey("DefaultAttributes")
      /// A `URL` resolving relative links in HTML; accepted and ignored (HTML is not read).
      public static let baseURL = DocumentReadingOptionKey("BaseURL")
    }
  }
#endif
