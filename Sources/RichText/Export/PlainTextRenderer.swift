/// Renders documents as plain text.
enum PlainTextRenderer {
  @Sendable static func render(_ document: AttributedDocument) -> String {
    var output = ""
    for (index, paragraph) in document.paragraphs.enumerated() {
      if index > 0 { output += "\n" }
      for run in paragraph.runs where run.attachment == nil {
        if run.text.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{FFFC}" }) {
          for scalar in run.text.unicodeScalars {
            switch scalar {
            case "\u{2028}": output += "\n"
            case "\u{FFFC}": break
            default: output.unicodeScalars.append(scalar)
            }
          }
        } else {
          output += run.text
        }
      }
    }
    if !output.isEmpty && !output.hasSuffix("\n") { output += "\n" }
    return output
  }
}
