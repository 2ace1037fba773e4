/// Reads the target of a `HYPERLINK` field instruction in the spellings writers use:
///
/// - `HYPERLINK "https://example.com"` (Word, Cocoa, LibreOffice)
/// - `HYPERLINK https://example.com` (unquoted)
/// - `HYPERLINK \l "bookmark"` (a location in the document, returned as `#bookmark`)
/// - `HYPERLINK "file.doc" \l "part"` (`file.doc#part`)
/// - switches `\o "tip"`, `\t "frame"`, `\m`, `\n`, `\h` anywhere; any letter case.
enum HyperlinkInstruction {
  /// The link target, or `nil` when the instruction is not a hyperlink.
  static func target(of instruction: String) -> String? {
    let words = split(instruction)
    guard let first = words.first, first.text.uppercased() == "HYPERLINK" else { return nil }
    var address: String?
    var location: String?
    var index = 1
    while index < words.count {
      let word = words[index]
      index += 1
      if !word.quoted, word.text.hasPrefix("\\"), word.text.count == 2 {
        let takesArgument = ["\\l", "\\o", "\\t"].contains(word.text.lowercased())
        if takesArgument, index < words.count {
          if word.text.lowercased() == "\\l" { location = words[index].text }
          index += 1
        }
        continue
      }
      if address == nil { address = word.text }
    }
    switch (address, location) {
    case (let address?, let location?): return address + "#" + location
    case (let address?, nil): return address.isEmpty ? nil : address
    case (nil, let location?): return "#" + location
    case (nil, nil): return nil
    }
  }

  private struct Word {
    var text: String
    var quoted: Bool
  }

  /// Splits on spaces, keeping quoted words together; `\\` inside quotes is one backslash.
  private static func split(_ instruction: String) -> [Word] {
    var words: [Word] = []
    var current = ""
    var inQuotes = false
    var wasQuoted = false
    var characters = Array(instruction)[...]
    while let character = characters.popFirst() {
      if inQuotes {
        if character == "\"" || character == "\u{201D}" {
          inQuotes = false
        } else if character == "\\", characters.first == "\\" {
          characters.removeFirst()
          current.append("\\")
        } else {
          current.append(character)
        }
      } else if character == "\"" || character == "\u{201C}" {
        inQuotes = true
        wasQuoted = true
      } else if character == " " || character == "\t" || character == "\n"
        || character == "\u{00A0}"
      {
        if !current.isEmpty || wasQuoted {
          words.append(Word(text: current, quoted: wasQuoted))
        }
        current = ""
        wasQuoted = false
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty || wasQuoted {
      words.append(Word(text: current, quoted: wasQuoted))
    }
    return words
  }
}
