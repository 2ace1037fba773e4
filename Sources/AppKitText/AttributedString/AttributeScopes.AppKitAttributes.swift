#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation

  extension AttributeScopes {
    /// AppKit's attribute scope for Swift's `AttributedString`, on Linux: the attributes
    /// docpkg's RTF support carries, under AppKit's names, plus Foundation's (`link`).
    ///
    /// ```swift
    /// var text = AttributedString("Hello")
    /// text.font = NSFont(name: "Helvetica-Bold", size: 14)
    /// text.foregroundColor = .red
    /// let ns = NSAttributedString(text, including: \.appKit)
    /// ```
    public struct AppKitAttributes: AttributeScope {
      /// `.font`.
      public let font: FontAttribute
      /// `.foregroundColor`.
      public let foregroundColor: ForegroundColorAttribute
      /// `.backgroundColor`.
      public let backgroundColor: BackgroundColorAttribute
      /// `.underlineStyle`.
      public let underlineStyle: UnderlineStyleAttribute
      /// `.strikethroughStyle`.
      public let strikethroughStyle: StrikethroughStyleAttribute
      /// `.superscript`.
      public let superscript: SuperscriptAttribute
      /// `.paragraphStyle`.
      public let paragraphStyle: ParagraphStyleAttribute
      /// `.attachment`.
      public let attachment: AttachmentAttribute
      /// Foundation's attributes (`link` among them).
      public let foundation: AttributeScopes.FoundationAttributes

      /// `NSFont` under `NSFont`.
      public enum FontAttribute: AttributedStringKey {
        /// An `NSFont`.
        public typealias Value = NSFont
        /// `NSFont`.
        public static let name = NSAttributedString.Key.font.rawValue
      }

      /// `NSColor` under `NSColor`.
      public enum ForegroundColorAttribute: AttributedStringKey {
        /// An `NSColor`.
        public typealias Value = NSColor
        /// `NSColor`.
        public static let name = NSAttributedString.Key.foregroundColor.rawValue
      }

      /// `NSColor` under `NSBackgroundColor`.
      public enum BackgroundColorAttribute: AttributedStringKey {
        /// An `NSColor`.
        public typealias Value = NSColor
        /// `NSBackgroundColor`.
        public static let name = NSAttributedString.Key.backgroundColor.rawValue
      }

      /// `NSUnderlineStyle` under `NSUnderline`.
      public enum UnderlineStyleAttribute: AttributedStringKey {
        /// An `NSUnderlineStyle`.
        public typealias Value = NSUnderlineStyle
        /// `NSUnderline`.
        public static let name = NSAttributedString.Key.underlineStyle.rawValue
      }

      /// `NSUnderlineStyle` under `NSStrikethrough`.
      public enum StrikethroughStyleAttribute: AttributedStringKey {
        /// An `NSUnderlineStyle`.
        public typealias Value = NSUnderlineStyle
        /// `NSStrikethrough`.
        public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
      }

      /// `Int` under `NSSuperScript`.
      public enum SuperscriptAttribute: AttributedStringKey {
        /// 1 superscript, -1 subscript.
        public typealias Value = Int
        /// `NSSuperScript`.
        public static let name = NSAttributedString.Key.superscript.rawValue
      }

      /// `NSParagraphStyle` under `NSParagraphStyle`.
      public enum ParagraphStyleAttribute: AttributedStringKey {
        /// An `NSParagraphStyle`.
        public typealias Value = NSParagraphStyle
        /// `NSParagraphStyle`.
        public static let name = NSAttributedString.Key.paragraphStyle.rawValue
      }

      /// `NSTextAttachment` under `NSAttachment`.
      public enum AttachmentAttribute: AttributedStringKey {
        /// An `NSTextAttachment`.
        public typealias Value = NSTextAttachment
        /// `NSAttachment`.
        public static let name = NSAttributedString.Key.attachment.rawValue
      }
    }

    /// AppKit's scope, for `including: \.appKit`.
    public var appKit: AppKitAttributes.Type { AppKitAttributes.self }
  }

  extension AttributeDynamicLookup {
    /// `text.font`, `text.foregroundColor`, … on `AttributedString` and its runs.
    public subscript<T: AttributedStringKey>(
      dynamicMember keyPath: KeyPath<AttributeScopes.AppKitAttributes, T>
    ) -> T {
      self[T.self]
    }
  }
#endif
