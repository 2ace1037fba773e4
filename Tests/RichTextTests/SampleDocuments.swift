import RichText

/// Documents made in code for round trips, exports and the real-client checks: every
/// attribute the model has and text in more than ten scripts.
enum SampleDocuments {
  /// One line per script; each becomes a paragraph.
  static let scripts: [(name: String, text: String)] = [
    ("Latin accents", "Crème brûlée, naïve façade, Ærøskøbing, Łódź, Dvořák"),
    ("Greek", "Καλημέρα κόσμε, ελληνικά"),
    ("Cyrillic", "Съешь же ещё этих мягких французских булок"),
    ("Arabic", "مرحبا بالعالم"),
    ("Hebrew", "שלום עולם"),
    ("Chinese", "你好，世界。简体中文与繁體中文"),
    ("Japanese", "こんにちは世界、カタカナ、漢字"),
    ("Korean", "안녕하세요 세계"),
    ("Thai", "สวัสดีชาวโลก"),
    ("Devanagari", "नमस्ते दुनिया"),
    ("Emoji", "Emoji 😀 🎉 👍🏽 and a flag 🇫🇷"),
    ("Symbols", "Math ∑ ∞ ≠ √, currency € £ ¥ ₹, dashes – — and “quotes” ‘here’"),
  ]

  /// A document exercising every attribute: fonts, sizes (including fractional), bold,
  /// italic, underline, strikethrough, colours, superscript, subscript, links, alignment,
  /// tabs, line breaks, RTF special characters, metadata.
  static let allAttributes: AttributedDocument = {
    let red = RGBColor(red: 200, green: 20, blue: 30)
    let blue = RGBColor(red: 10, green: 60, blue: 250)
    let yellow = RGBColor(red: 255, green: 240, blue: 0)
    let base = TextAttributes(fontName: "Helvetica", fontSize: 12)
    func with(_ change: (inout TextAttributes) -> Void) -> TextAttributes {
      var attributes = base
      change(&attributes)
      return attributes
    }
    var paragraphs: [Paragraph] = []
    var title = Paragraph(alignment: .center)
    title.append(
      "Rich text sample",
      attributes: with {
        $0.fontSize = 24
        $0.isBold = true
      })
    paragraphs.append(title)
    var styles = Paragraph(alignment: .left)
    styles.append("Plain, ", attributes: base)
    styles.append("bold", attributes: with { $0.isBold = true })
    styles.append(", ", attributes: base)
    styles.append("italic", attributes: with { $0.isItalic = true })
    styles.append(", ", attributes: base)
    styles.append("underlined", attributes: with { $0.isUnderlined = true })
    styles.append(", ", attributes: base)
    styles.append("struck", attributes: with { $0.isStrikethrough = true })
    styles.append(", ", attributes: base)
    styles.append("red", attributes: with { $0.foregroundColor = red })
    styles.append(" and ", attributes: base)
    styles.append("highlighted", attributes: with { $0.backgroundColor = yellow })
    styles.append(".", attributes: base)
    paragraphs.append(styles)
    var fonts = Paragraph(alignment: .right)
    fonts.append(
      "Times 14",
      attributes: with {
        $0.fontName = "Times-Roman"
        $0.fontSize = 14
      })
    fonts.append(
      " Courier 10.5",
      attributes: with {
        $0.fontName = "Courier"
        $0.fontSize = 10.5
      })
    fonts.append(
      " Menlo 13.333",
      attributes: with {
        $0.fontName = "Menlo-Regular"
        $0.fontSize = 13.333
      })
    paragraphs.append(fonts)
    var math = Paragraph(alignment: .justified)
    math.append("E = mc", attributes: base)
    math.append("2", attributes: with { $0.baseline = .superscript })
    math.append(" and H", attributes: base)
    math.append("2", attributes: with { $0.baseline = .subscript })
    math.append("O", attributes: base)
    paragraphs.append(math)
    var link = Paragraph()
    link.append("Visit ", attributes: base)
    link.append(
      "the example site",
      attributes: with {
        $0.link = "https://example.com/path?q=1&r=2"
        $0.isUnderlined = true
        $0.foregroundColor = blue
      })
    link.append(" today.", attributes: base)
    paragraphs.append(link)
    var special = Paragraph()
    special.append(
      "Tabs\tand braces {x} and back\\slash\u{2028}second line", attributes: base)
    paragraphs.append(special)
    for script in scripts {
      var paragraph = Paragraph()
      paragraph.append(script.name + ": ", attributes: with { $0.isBold = true })
      paragraph.append(script.text, attributes: base)
      paragraphs.append(paragraph)
    }
    let metadata = DocumentMetadata(
      title: "Sample – “all attributes”", author: "docpkg tests", subject: "RTF",
      keywords: "rtf, test", comment: "generated", company: "docpkg",
      creationDate: RTFDate(year: 2026, month: 11, day: 30, hour: 7, minute: 5, second: 0),
      modificationDate: RTFDate(year: 2026, month: 12, day: 1))
    return AttributedDocument(paragraphs: paragraphs, metadata: metadata)
  }()

  /// A note with an RTFD attachment cell between two paragraphs of text.
  static let withAttachment: AttributedDocument = {
    let base = TextAttributes(fontName: "Helvetica", fontSize: 12)
    var first = Paragraph()
    first.append("Before the picture", attributes: base)
    var picture = Paragraph()
    picture.runs.append(
      TextRun(
        attachment: AttachmentCell(fileName: "Pasted Graphic.png", width: 144, height: 96.5),
        attributes: base))
    picture.append(" caption", attributes: base)
    var last = Paragraph()
    last.append("After", attributes: base)
    return AttributedDocument(paragraphs: [first, picture, last])
  }()
}
