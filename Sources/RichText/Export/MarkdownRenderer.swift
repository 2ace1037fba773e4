/// Renders documents as CommonMark.
enum MarkdownRenderer {
  @Sendable static func render(_ document: AttributedDocument) -> String {
    var blocks: [String] = []
    for paragraph in document.paragraphs {
      var line = ""
      var index = 0
      let runs = paragraph.runs
      while index < runs.count {
        let run = runs[index]
        if let attachment = run.attachment {
          let name = escape(attachment.fileName)
          line += "![\(name)](\(destination(attachment.fileName)))"
          index += 1
          continue
        }
        if let link = run.attributes.link {
          var text = ""
          while index < runs.count, runs[index].attributes.link == link,
            runs[index].attachment == nil
          {
            text += styled(runs[index])
            index += 1
          }
          line += "[\(text)](\(destination(link)))"
          continue
        }
        line += styled(run)
        index += 1
      }
      blocks.append(line)
    }
    while blocks.last == "" { blocks.removeLast() }
    return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
  }

  private static func styled(_ run: TextRun) -> String {
    let text = escape(run.text)
    let core = text.trimmingSpaces()
    guard !core.isEmpty else { return text }
    var marked = core
    let attributes = run.attributes
    if attributes.isStrikethrough { marked = "~~\(marked)~~" }
    if attributes.isItalic { marked = "*\(marked)*" }
    if attributes.isBold { marked = "**\(marked)**" }
    marked = attributes.baseline.wrappingHTML(marked)
    guard marked != core, let range = text.range(of: core) else { return text }
    var result = text
    result.replaceSubrange(range, with: marked)
    return result
  }

  /// Escapes characters with Markdown meaning; `\line` becomes a hard break.
  static func escape(_ text: String) -> String {
    var output = ""
    for character in text {
      switch character {
      case "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "#", "+", "-", "!", "|", "~":
        output.append("\\")
        output.append(character)
      case "\u{2028}": output += "\\\n"
      case "\u{FFFC}": break
      default: output.append(character)
      }
    }
    return output
  }

  private static func destination(_ url: String) -> String {
    var output = "<"
    for character in url {
      switch character {
      case "<", ">", "\n", "\\": output += "%" + String(character.asciiValue ?? 0, radix: 16)
      case " ": output += "%20"
      default: output.append(character)
      }
    }
    return output + ">"
  }
}

extension String {
  /// The range of the first occurrence of `other`.
  func range(of other: String) -> Range<String.Index>? {
    guard !other.isEmpty else { return nil }
    var start = startIndex
    while start < endIndex {
      if self[start...].hasPrefix(other) {
        return start..<(index(start, offsetBy: other.count))
      }
      start = index(after: start)
    }
    return nil
  }
}
