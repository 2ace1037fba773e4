import Foundation

/// The expected plain text of corpus files, normalised as `Scripts/rtf-corpus.py` does.
enum CorpusExpectations {
  /// Whitespace runs (including no-break spaces) become one space; ends trimmed.
  static func normalise(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{00A0}", with: " ")
      .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// striprtf's expected outputs end table cells with `|` and write links as
  /// `text("url")`; both are removed (and `|` in our output too).
  static func striprtf(_ text: String) -> String {
    var output = ""
    var rest = Substring(text)
    while let open = rest.range(of: "(\"") {
      output += rest[..<open.lowerBound]
      let after = rest[open.upperBound...]
      if let close = after.range(of: "\")"), !after[..<close.lowerBound].contains("\"") {
        rest = after[close.upperBound...]
      } else {
        output += rest[open]
        rest = after
      }
    }
    output += rest
    return normalise(output.replacingOccurrences(of: "|", with: " "))
  }

  /// The body text of an rtfparserkit XML event stream: `<chars>` outside destination groups,
  /// with `par`, `tab`, `line`, `cell`, `row` as spaces.
  static func rtfParserKitXML(_ xml: String) -> String {
    let skipped: Set<String> = [
      "fonttbl", "colortbl", "stylesheet", "info", "pict", "listtable", "listoverridetable",
      "header", "footer", "headerl", "headerr", "footerl", "footerr", "fldinst", "object",
      "footnote", "revtbl", "rsidtbl", "themedata", "latentstyles", "datastore",
    ]
    let breaks: Set<String> = ["par", "tab", "line", "cell", "row", "sect", "page"]
    var output = ""
    var skipDepth = 0
    var depth = 0
    var groupJustOpened = false
    var scanner = Substring(xml)
    while let open = scanner.firstIndex(of: "<") {
      let text = scanner[..<open]
      guard let close = scanner[open...].firstIndex(of: ">") else { break }
      let tag = scanner[scanner.index(after: open)..<close]
      scanner = scanner[scanner.index(after: close)...]
      if tag == "group" {
        depth += 1
        groupJustOpened = true
        continue
      }
      if tag == "/group" {
        if skipDepth > 0, depth == skipDepth { skipDepth = 0 }
        depth -= 1
        groupJustOpened = false
        continue
      }
      if tag == "/chars", skipDepth == 0 {
        output += decodeEntities(String(text))
        continue
      }
      if tag.hasPrefix("command ") {
        let name = attribute("name", in: tag)
        if groupJustOpened, skipDepth == 0,
          attribute("optional", in: tag) == "true" || skipped.contains(name)
        {
          skipDepth = depth
        } else if skipDepth == 0, breaks.contains(name) {
          output += " "
        }
      }
      if tag != "chars" { groupJustOpened = false }
    }
    return normalise(output)
  }

  private static func attribute(_ name: String, in tag: Substring) -> String {
    guard let start = tag.range(of: name + "=\"") else { return "" }
    let rest = tag[start.upperBound...]
    return String(rest.prefix { $0 != "\"" })
  }

  private static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var output = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      output += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
      let entity = rest[rest.index(after: amp)..<semicolon]
      switch entity {
      case "amp": output += "&"
      case "lt": output += "<"
      case "gt": output += ">"
      case "quot": output += "\""
      case "apos": output += "'"
      default:
        var value: UInt32?
        if entity.hasPrefix("#x") {
          value = UInt32(entity.dropFirst(2), radix: 16)
        } else if entity.hasPrefix("#") {
          value = UInt32(entity.dropFirst())
        }
        if let value, value >= 0x20, let scalar = Unicode.Scalar(value) {
          output.unicodeScalars.append(scalar)
        }
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return output + rest
  }
}
