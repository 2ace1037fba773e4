import Drawing
import Imaging
import RichText

/// Converts RichText's model into the styled paragraphs Imaging draws, at the `.note`
/// thumbnail's scale (Spec/Formats/Note.md: point sizes × 2 in pixels, at least 10 px).
enum QuickLookText {
  /// The paragraphs of `document`, attachment cells left out, for a thumbnail drawn at
  /// `scale` times the 512-pixel layout.
  static func paragraphs(from document: AttributedDocument, scale: Double = 1) -> [TextParagraph] {
    let pixelsPerPoint = NoteThumbnailLayout.pixelsPerPoint * scale
    return document.paragraphs.map { paragraph in
      var runs: [StyledRun] = []
      for run in paragraph.runs where run.attachment == nil {
        let text = run.text.filter { $0 != TextRun.attachmentCharacter }
        guard !text.isEmpty else { continue }
        runs.append(
          StyledRun(
            text, style: style(for: run.attributes, scale: pixelsPerPoint, zoom: scale)))
      }
      if runs.isEmpty {
        // An empty paragraph still takes a line, in the size of its first run.
        let attributes = paragraph.runs.first?.attributes ?? TextAttributes()
        runs = [
          StyledRun(" ", style: style(for: attributes, scale: pixelsPerPoint, zoom: scale))
        ]
      }
      return TextParagraph(runs: runs, alignment: alignment(paragraph.alignment))
    }
  }

  /// The drawing style for RTF attributes: `scale` pixels per point, the 10-pixel minimum
  /// multiplied by `zoom`.
  static func style(for attributes: TextAttributes, scale: Double, zoom: Double) -> TextStyle {
    let color = attributes.foregroundColor.map {
      RGBAColor(red: $0.red, green: $0.green, blue: $0.blue)
    }
    return TextStyle(
      fontFamily: attributes.fontName ?? FontDescriptor.fallbackFamily,
      size: max(NoteThumbnailLayout.minimumTextPixels * zoom, attributes.fontSize * scale),
      bold: attributes.isBold, italic: attributes.isItalic,
      underline: attributes.isUnderlined || attributes.link != nil,
      strikethrough: attributes.isStrikethrough,
      color: color ?? (attributes.link != nil ? RGBAColor(red: 0, green: 0, blue: 238) : .black))
  }

  static func alignment(_ alignment: TextAlignment) -> LineAlignment {
    switch alignment {
    case .left: return .left
    case .center: return .center
    case .right: return .right
    case .justified: return .justified
    case .natural: return .natural
    }
  }
}
