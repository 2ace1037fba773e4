extension RTFSerializer {
  /// The tab stops TextEdit writes on every `\pard`: every half inch.
  static let tabStops = (1...12).map { "\\tx\($0 * 720)" }.joined()

  mutating func writeHeader() {
    write("{\\rtf1\\ansi\\ansicpg1252\\cocoartf\(options.cocoaVersion)\n")
    write("\\cocoatextscaling0\\cocoaplatform0{\\fonttbl")
    for (index, name) in fontNames.enumerated() {
      write("\\f\(index)\\\(Self.family(of: name))\\fcharset0 ")
      writeEscaped(name)
      write(";")
    }
    // The font table is one group; a `\uc0` inside it ends with it.
    unicodeSkipZero = false
    write("}\n{\\colortbl;\\red255\\green255\\blue255;")
    for color in colorList {
      write("\\red\(color.red)\\green\(color.green)\\blue\(color.blue);")
    }
    write("}\n{\\*\\expandedcolortbl;;")
    for color in colorList {
      write("\\cssrgb\\c\(Self.percent(color.red))\\c\(Self.percent(color.green))")
      write("\\c\(Self.percent(color.blue));")
    }
    write("}\n")
    writeInfo()
    write("\\paperw\(options.paperWidth)\\paperh\(options.paperHeight)")
    write("\\margl1440\\margr1440\\vieww11520\\viewh8400\\viewkind0\n")
    writeParagraphStyle(document.paragraphs.first?.alignment ?? .natural)
    write("\n\n")
  }

  /// `\pard` with TextEdit's tab stops and the alignment.
  mutating func writeParagraphStyle(_ alignment: TextAlignment) {
    write("\\pard" + Self.tabStops + "\\pardirnatural")
    switch alignment {
    case .natural: break
    case .left: write("\\ql")
    case .center: write("\\qc")
    case .right: write("\\qr")
    case .justified: write("\\qj")
    }
    write("\\partightenfactor0")
  }

  private mutating func writeInfo() {
    let metadata = document.metadata
    guard !metadata.isEmpty else { return }
    write("{\\info\n")
    let fields: [(String, String?)] = [
      ("title", metadata.title), ("author", metadata.author), ("subject", metadata.subject),
      ("keywords", metadata.keywords), ("doccomm", metadata.comment),
      ("*\\company", metadata.company),
    ]
    for (word, value) in fields {
      guard let value else { continue }
      write("{\\\(word) ")
      writeEscaped(value)
      write("}\n")
      unicodeSkipZero = false
    }
    for (word, date) in [("creatim", metadata.creationDate), ("revtim", metadata.modificationDate)]
    {
      guard let date else { continue }
      write("{\\\(word)\\yr\(date.year)\\mo\(date.month)\\dy\(date.day)")
      write("\\hr\(date.hour)\\min\(date.minute)\\sec\(date.second)}\n")
    }
    write("}")
  }

  /// The font family word Cocoa picks for common fonts.
  static func family(of name: String) -> String {
    let lower = name.lowercased()
    if lower.hasPrefix("helvetica") || lower.hasPrefix("arial") { return "fswiss" }
    if lower.hasPrefix("times") || lower.hasPrefix("georgia") { return "froman" }
    if lower.hasPrefix("courier") || lower.hasPrefix("menlo") || lower.hasPrefix("monaco") {
      return "fmodern"
    }
    return "fnil"
  }

  /// A component as Cocoa's `\cssrgb` writes it: thousandths of a percent.
  static func percent(_ component: UInt8) -> Int {
    Int((Double(component) / 255 * 100_000).rounded())
  }
}
