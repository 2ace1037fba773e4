/// Renders documents as HTML5.
enum HTMLRenderer {
  @Sendable static func render(_ document: AttributedDocument) -> String {
    var html = "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
    let title = document.metadata.title ?? ""
    html += "<title>\(escape(title))</title>\n"
    if let author = document.metadata.author {
      html += "<meta name=\"author\" content=\"\(escape(author))\">\n"
    }
    html += "</head>\n<body>\n"
    for paragraph in document.paragraphs {
      switch paragraph.alignment {
      case .natural: html += "<p>"
      case .left: html += "<p style=\"text-align:left\">"
      case .center: html += "<p style=\"text-align:center\">"
      case .right: html += "<p style=\"text-align:right\">"
      case .justified: html += "<p style=\"text-align:justify\">"
      }
      for run in paragraph.runs {
        html += element(for: run)
      }
      html += "</p>\n"
    }
    html += "</body>\n</html>\n"
    return html
  }

  private static func element(for run: TextRun) -> String {
    if let attachment = run.attachment {
      var image =
        "<img src=\"\(escape(attachment.fileName))\" alt=\"\(escape(attachment.fileName))\""
      if let width = attachment.width { image += " width=\"\(Int(width.rounded()))\"" }
      if let height = attachment.height { image += " height=\"\(Int(height.rounded()))\"" }
      return image + ">"
    }
    let attributes = run.attributes
    var text = escape(run.text)
    if attributes.isBold { text = "<b>\(text)</b>" }
    if attributes.isItalic { text = "<i>\(text)</i>" }
    if attributes.isUnderlined { text = "<u>\(text)</u>" }
    if attributes.isStrikethrough { text = "<s>\(text)</s>" }
    text = attributes.baseline.wrappingHTML(text)
    var styles: [String] = []
    if let font = attributes.fontName { styles.append("font-family:'\(cssString(font))'") }
    if attributes.fontSize != TextAttributes.defaultFontSize {
      styles.append("font-size:\(formatted(attributes.fontSize))pt")
    }
    if let color = attributes.foregroundColor { styles.append("color:\(color)") }
    if let color = attributes.backgroundColor { styles.append("background-color:\(color)") }
    if !styles.isEmpty {
      text = "<span style=\"\(escape(styles.joined(separator: ";")))\">\(text)</span>"
    }
    if let link = attributes.link, isSafe(link) {
      text = "<a href=\"\(escape(link))\">\(text)</a>"
    }
    return text
  }

  /// Escapes `&`, `<`, `>`, `"` and `'`; `\line` becomes `<br>`, tabs stay.
  static func escape(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      case "\u{2028}": output += "<br>"
      case "\u{FFFC}": break
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  private static func cssString(_ text: String) -> String {
    String(text.filter { $0 != "'" && $0 != "\\" && $0 != ";" && $0 != "\"" })
  }

  private static func isSafe(_ link: String) -> Bool {
    let scheme = link.lowercased().filter { !$0.isWhitespace && !$0.isNewline }
    return
      !(scheme.hasPrefix("javascript:") || scheme.hasPrefix("vbscript:")
      || scheme.hasPrefix("data:"))
  }

  private static func formatted(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
