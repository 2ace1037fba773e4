import AppKitText
import Foundation
import RichText

/// Character-by-character description of text and the attributes RichText models, built
/// from either side by public API only, so two texts can be compared.
struct Signature: Equatable, CustomStringConvertible {
  struct Item: Equatable {
    var scalar: Unicode.Scalar
    var font: String
    var size: Double
    var bold: Bool
    var italic: Bool
    var underline: Bool
    var strike: Bool
    var foreground: String?
    var background: String?
    var baseline: Int
    var link: String?
    var alignment: String
    var attachment: String?
  }

  var items: [Item] = []

  var description: String {
    items.prefix(40).map { "\($0)" }.joined(separator: "\n")
  }

  /// The signature without attachment characters (what plain RTF keeps).
  var withoutAttachments: Signature {
    Signature(items: items.filter { $0.scalar != "\u{FFFC}" })
  }

  /// Where two strings first differ, with a little context, for failure messages.
  static func difference(_ left: String, _ right: String) -> String {
    let a = Array(left.unicodeScalars)
    let b = Array(right.unicodeScalars)
    var index = 0
    while index < min(a.count, b.count), a[index] == b[index] { index += 1 }
    func context(_ scalars: [Unicode.Scalar]) -> String {
      var text = ""
      text.unicodeScalars.append(
        contentsOf: scalars[max(0, index - 20)..<min(scalars.count, index + 20)])
      return text.debugDescription
    }
    return "at scalar \(index) of \(a.count)/\(b.count): \(context(a)) vs \(context(b))"
  }

  /// The first item that differs, for failure messages.
  func firstDifference(from other: Signature) -> String {
    if items.count != other.items.count { return "count \(items.count) vs \(other.items.count)" }
    for (index, (left, right)) in zip(items, other.items).enumerated() where left != right {
      return "item \(index): \(left)\nvs\n\(right)"
    }
    return "none"
  }

  /// From an `NSAttributedString`, reading its `.font`, colours, styles, link,
  /// paragraph style and attachment values. Paragraph separators are left out (their
  /// attributes are not part of RichText's model).
  static func of(_ text: NSAttributedString) -> Signature {
    var result = Signature()
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) {
      attributes, range, _ in
      let font = attributes[.font] as? NSFont
      let traits = font?.fontDescriptor.symbolicTraits ?? []
      func color(_ key: NSAttributedString.Key) -> String? {
        (attributes[key] as? NSColor).map {
          "\(Int(($0.redComponent * 255).rounded())),\(Int(($0.greenComponent * 255).rounded())),\(Int(($0.blueComponent * 255).rounded()))"
        }
      }
      let link = (attributes[.link] as? URL)?.absoluteString ?? attributes[.link] as? String
      let alignment = (attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
      let attachment = (attributes[.attachment] as? NSTextAttachment)?.attachmentFileName
      for scalar in (text.string as NSString).substring(with: range).unicodeScalars
      where scalar != "\n" {
        result.items.append(
          Item(
            scalar: scalar, font: font?.familyName ?? "Helvetica",
            size: Double(font?.pointSize ?? 12), bold: traits.contains(.bold),
            italic: traits.contains(.italic),
            underline: (attributes[.underlineStyle] as? Int ?? 0) != 0,
            strike: (attributes[.strikethroughStyle] as? Int ?? 0) != 0,
            foreground: color(.foregroundColor), background: color(.backgroundColor),
            baseline: attributes[.superscript] as? Int ?? 0, link: link,
            alignment: "\(alignment)", attachment: scalar == "\u{FFFC}" ? attachment : nil))
      }
    }
    return result
  }

  /// From RichText's own model, as its RTF reader gives it.
  static func of(_ document: AttributedDocument) -> Signature {
    var result = Signature()
    for paragraph in document.paragraphs {
      for run in paragraph.runs {
        let a = run.attributes
        func color(_ value: RGBColor?) -> String? {
          value.map { "\($0.red),\($0.green),\($0.blue)" }
        }
        let alignment: String
        switch paragraph.alignment {
        case .left: alignment = "left"
        case .center: alignment = "center"
        case .right: alignment = "right"
        case .justified: alignment = "justified"
        case .natural: alignment = "natural"
        }
        for scalar in run.text.unicodeScalars where scalar != "\n" {
          result.items.append(
            Item(
              scalar: scalar, font: a.fontName ?? "Helvetica", size: a.fontSize,
              bold: a.isBold, italic: a.isItalic, underline: a.isUnderlined,
              strike: a.isStrikethrough, foreground: color(a.foregroundColor),
              background: color(a.backgroundColor),
              baseline: a.baseline == .superscript ? 1 : a.baseline == .subscript ? -1 : 0,
              link: a.link, alignment: alignment, attachment: run.attachment?.fileName))
        }
      }
    }
    return result
  }
}
