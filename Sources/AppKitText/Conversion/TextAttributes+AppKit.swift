#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation
  import RichText

  extension TextAttributes {
    /// The AppKit attributes for a run with these attributes (`Spec/AppleAPI.md`
    /// § Attribute mapping). A `nil` font name becomes Helvetica, as on macOS.
    func appKitAttributes() -> [NSAttributedString.Key: Any] {
      var traits: NSFontDescriptor.SymbolicTraits = []
      if isBold { traits.insert(.bold) }
      if isItalic { traits.insert(.italic) }
      var result: [NSAttributedString.Key: Any] = [
        .font: NSFont(
          family: fontName ?? NSFont.defaultFamily, size: CGFloat(fontSize), traits: traits)
      ]
      if isUnderlined { result[.underlineStyle] = NSUnderlineStyle.single.rawValue }
      if isStrikethrough { result[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
      if let foregroundColor { result[.foregroundColor] = NSColor(foregroundColor) }
      if let backgroundColor { result[.backgroundColor] = NSColor(backgroundColor) }
      switch baseline {
      case .normal: break
      case .superscript: result[.superscript] = 1
      case .subscript: result[.superscript] = -1
      }
      if let link {
        // A URL only when it keeps the text exactly (URL(string:) percent-encodes spaces and
        // backslashes, which would change the link written back); otherwise the string.
        if let url = URL(string: link), url.absoluteString == link {
          result[.link] = url
        } else {
          result[.link] = link
        }
      }
      return result
    }

    /// The attributes RichText models, from AppKit attributes. Values of other types under
    /// these keys are ignored, as AppKit's RTF writer ignores them.
    init(appKit attributes: [NSAttributedString.Key: Any]) {
      self.init()
      if let font = attributes[.font] as? NSFont {
        fontName = font.familyName
        fontSize = Double(font.pointSize)
        isBold = font.fontDescriptor.symbolicTraits.contains(.bold)
        isItalic = font.fontDescriptor.symbolicTraits.contains(.italic)
      }
      isUnderlined = TextAttributesStyle.value(attributes[.underlineStyle]) != 0
      isStrikethrough = TextAttributesStyle.value(attributes[.strikethroughStyle]) != 0
      foregroundColor = (attributes[.foregroundColor] as? NSColor).map(RGBColor.init)
      backgroundColor = (attributes[.backgroundColor] as? NSColor).map(RGBColor.init)
      let shift = TextAttributesStyle.value(attributes[.superscript])
      baseline = shift > 0 ? .superscript : shift < 0 ? .subscript : .normal
      if let url = attributes[.link] as? URL {
        link = url.absoluteString
      } else if let text = attributes[.link] as? String {
        link = text
      }
    }
  }

  extension NSColor {
    /// The colour of an 8-bit RTF colour.
    convenience init(_ color: RGBColor) {
      self.init(
        srgbRed: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255,
        blue: CGFloat(color.blue) / 255, alpha: 1)
    }
  }

  extension RGBColor {
    /// The nearest 8-bit colour (alpha is dropped: RTF has none).
    init(_ color: NSColor) {
      func byte(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
      self.init(
        red: byte(color.redComponent), green: byte(color.greenComponent),
        blue: byte(color.blueComponent))
    }
  }

  extension NSTextAlignment {
    /// The AppKit alignment of a RichText alignment.
    init(_ alignment: TextAlignment) {
      switch alignment {
      case .left: self = .left
      case .center: self = .center
      case .right: self = .right
      case .justified: self = .justified
      case .natural: self = .natural
      }
    }
  }

  extension TextAlignment {
    /// The RichText alignment of an AppKit alignment: the case `NSTextAlignment.init(_:)`
    /// maps to it (one table for both directions).
    init(_ alignment: NSTextAlignment) {
      self = Self.allCases.first { NSTextAlignment($0) == alignment } ?? .natural
    }
  }
#endif
