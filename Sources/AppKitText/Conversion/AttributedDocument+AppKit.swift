#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation
  import RichText

  extension AttributedDocument {
    /// The document as an attributed string: paragraphs joined by `\n` (the separator carries
    /// its paragraph's style and the attributes of the paragraph's last run), every
    /// character with a `.font` and a `.paragraphStyle`, attachments as `NSTextAttachment`s
    /// made by `attachment`.
    func attributedString(attachment: (AttachmentCell) -> NSTextAttachment)
      -> NSMutableAttributedString
    {
      let result = NSMutableAttributedString(string: "")
      for (index, paragraph) in paragraphs.enumerated() {
        let style = NSParagraphStyle(alignment: NSTextAlignment(paragraph.alignment))
        for run in paragraph.runs {
          var attributes = run.attributes.appKitAttributes()
          attributes[.paragraphStyle] = style
          if let cell = run.attachment {
            attributes[.attachment] = attachment(cell)
          }
          result.append(NSAttributedString(string: run.text, attributes: attributes))
        }
        if index < paragraphs.count - 1 {
          var attributes = (paragraph.runs.last?.attributes ?? TextAttributes())
            .appKitAttributes()
          attributes[.paragraphStyle] = style
          result.append(NSAttributedString(string: "\n", attributes: attributes))
        }
      }
      return result
    }

    /// The document an attributed string holds: one paragraph per `\n`-separated line
    /// (U+2029 also ends a paragraph; `\r\n` and `\r` count as `\n`), its alignment from the
    /// `.paragraphStyle` of its first character (of its separator when it is empty), runs
    /// from the attributes RichText models, attachments as cells named by `cellName`.
    init(
      _ string: NSAttributedString, range: NSRange,
      cellName: (NSTextAttachment) -> String
    ) {
      self.init()
      let text = string.string as NSString
      var paragraph = Paragraph()
      var paragraphHasStyle = false
      var pendingCR = false
      string.enumerateAttributes(in: range, options: []) { attributes, runRange, _ in
        let runText = text.substring(with: runRange)
        let textAttributes = TextAttributes(appKit: attributes)
        let alignment = (attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment
        func styleParagraph() {
          if !paragraphHasStyle, let alignment {
            paragraph.alignment = TextAlignment(alignment)
          }
          paragraphHasStyle = true
        }
        var chunk = ""
        func flushChunk() {
          guard !chunk.isEmpty else { return }
          styleParagraph()
          paragraph.append(chunk, attributes: textAttributes)
          chunk = ""
        }
        for scalar in runText.unicodeScalars {
          if pendingCR {
            pendingCR = false
            if scalar == "\n" { continue }
          }
          switch scalar {
          case "\n", "\r", "\u{2029}":
            flushChunk()
            styleParagraph()
            paragraphs.append(paragraph)
            paragraph = Paragraph()
            paragraphHasStyle = false
            pendingCR = scalar == "\r"
          case "\u{FFFC}":
            flushChunk()
            styleParagraph()
            if let attachment = attributes[.attachment] as? NSTextAttachment {
              let bounds = attachment.bounds
              let cell = AttachmentCell(
                fileName: cellName(attachment),
                width: bounds.width > 0 ? Double(bounds.width) : nil,
                height: bounds.height > 0 ? Double(bounds.height) : nil)
              paragraph.runs.append(TextRun(attachment: cell, attributes: textAttributes))
            } else {
              chunk.unicodeScalars.append(scalar)
            }
          default:
            chunk.unicodeScalars.append(scalar)
          }
        }
        flushChunk()
      }
      if !paragraph.runs.isEmpty || !paragraphs.isEmpty || range.length > 0 {
        paragraphs.append(paragraph)
      }
    }
  }
#endif
