/// The state of one `RTFWriter.write` call: tables, the formatting last written, the output.
struct RTFSerializer {
  let document: AttributedDocument
  let options: RTFWriter.Options
  var output: [UInt8] = []
  var fontIndices: [String: Int] = [:]
  var fontNames: [String] = []
  var colorIndices: [RGBColor: Int] = [:]
  var colorList: [RGBColor] = []
  /// The character formatting in effect at the current point of the output, in the terms a
  /// reader's group state uses (table indices; `link` stays `nil`: fields are written apart),
  /// compared run to run to write only changes.
  var current = GroupState.CharacterFormatting()
  /// Whether `\uc0` is in effect in the current group.
  var unicodeSkipZero = false

  init(document: AttributedDocument, options: RTFWriter.Options) {
    self.document = document
    self.options = options
    for paragraph in document.paragraphs {
      for run in paragraph.runs {
        let name = run.attributes.fontName ?? ""
        if fontIndices[name] == nil {
          fontIndices[name] = fontNames.count
          fontNames.append(name)
        }
        for color in [run.attributes.foregroundColor, run.attributes.backgroundColor] {
          if let color, colorIndices[color] == nil {
            colorIndices[color] = colorList.count + 2
            colorList.append(color)
          }
        }
      }
    }
    if fontNames.isEmpty { fontNames = ["Helvetica"] }
    colorIndices[.white] = 1
  }

  mutating func serialize() -> [UInt8] {
    output.reserveCapacity(document.paragraphs.count * 64 + 512)
    writeHeader()
    for (index, paragraph) in document.paragraphs.enumerated() {
      if index > 0 {
        write("\\\n")
        if paragraph.alignment != document.paragraphs[index - 1].alignment {
          writeParagraphStyle(paragraph.alignment)
          write("\n")
        }
      }
      writeRuns(paragraph.runs)
    }
    write("}")
    return output
  }

  mutating func write(_ text: String) {
    output.append(contentsOf: text.utf8)
  }
}
