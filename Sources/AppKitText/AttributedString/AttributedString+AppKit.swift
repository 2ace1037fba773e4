#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation

  extension AttributedString {
    /// The attributed string `string` holds, keeping the attributes of AppKit's scope and
    /// Foundation's `link`, as Foundation's `init(_:including:)` does on macOS.
    /// - Throws: nothing here (Apple's throws when a value has the wrong type; docpkg drops
    ///   such values instead); `throws` is kept so that calls compile on both.
    public init(
      _ string: NSAttributedString,
      including scope: KeyPath<AttributeScopes, AttributeScopes.AppKitAttributes.Type>
    ) throws {
      self.init()
      let text = string.string as NSString
      string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
        attributes, range, _ in
        var container = AttributeContainer()
        typealias Scope = AttributeScopes.AppKitAttributes
        container[Scope.FontAttribute.self] = attributes[.font] as? NSFont
        container[Scope.ForegroundColorAttribute.self] = attributes[.foregroundColor] as? NSColor
        container[Scope.BackgroundColorAttribute.self] = attributes[.backgroundColor] as? NSColor
        let underline = TextAttributesStyle.value(attributes[.underlineStyle])
        if underline != 0 {
          container[Scope.UnderlineStyleAttribute.self] = NSUnderlineStyle(rawValue: underline)
        }
        let strike = TextAttributesStyle.value(attributes[.strikethroughStyle])
        if strike != 0 {
          container[Scope.StrikethroughStyleAttribute.self] = NSUnderlineStyle(rawValue: strike)
        }
        let shift = TextAttributesStyle.value(attributes[.superscript])
        if shift != 0 { container[Scope.SuperscriptAttribute.self] = shift }
        container[Scope.ParagraphStyleAttribute.self] =
          attributes[.paragraphStyle] as? NSParagraphStyle
        container[Scope.AttachmentAttribute.self] = attributes[.attachment] as? NSTextAttachment
        if let url = attributes[.link] as? URL {
          container.link = url
        } else if let link = attributes[.link] as? String, let url = URL(string: link) {
          container.link = url
        }
        append(AttributedString(text.substring(with: range), attributes: container))
      }
    }

    /// `init(_:including: \.appKit)`.
    public init(_ string: NSAttributedString) {
      // The scoped initializer never throws here.
      self = (try? AttributedString(string, including: \.appKit)) ?? AttributedString()
    }
  }

  extension NSAttributedString {
    /// The `NSAttributedString` of `string`, with the attributes of AppKit's scope and
    /// Foundation's `link` under their AppKit keys, as Foundation's `init(_:including:)` does
    /// on macOS.
    /// - Throws: nothing here; `throws` is kept so that calls compile on both.
    public convenience init(
      _ string: AttributedString,
      including scope: KeyPath<AttributeScopes, AttributeScopes.AppKitAttributes.Type>
    ) throws {
      self.init(attributedString: Self.converted(string))
    }

    /// `init(_:including: \.appKit)`.
    public convenience init(_ string: AttributedString) {
      self.init(attributedString: Self.converted(string))
    }

    private static func converted(_ string: AttributedString) -> NSMutableAttributedString {
      let result = NSMutableAttributedString(string: "")
      typealias Scope = AttributeScopes.AppKitAttributes
      for run in string.runs {
        var attributes: [NSAttributedString.Key: Any] = [:]
        attributes[.font] = run[Scope.FontAttribute.self]
        attributes[.foregroundColor] = run[Scope.ForegroundColorAttribute.self]
        attributes[.backgroundColor] = run[Scope.BackgroundColorAttribute.self]
        attributes[.underlineStyle] = run[Scope.UnderlineStyleAttribute.self]?.rawValue
        attributes[.strikethroughStyle] = run[Scope.StrikethroughStyleAttribute.self]?.rawValue
        attributes[.superscript] = run[Scope.SuperscriptAttribute.self]
        attributes[.paragraphStyle] = run[Scope.ParagraphStyleAttribute.self]
        attributes[.attachment] = run[Scope.AttachmentAttribute.self]
        attributes[.link] = run.link
        let text = String(string[run.range].characters)
        result.append(NSAttributedString(string: text, attributes: attributes))
      }
      return result
    }
  }
#endif
