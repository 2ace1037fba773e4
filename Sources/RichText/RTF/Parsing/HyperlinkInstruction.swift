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
    guard Self.mentionsHyperlink(instruction) else { return nil }
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

  /// A quick check before splitting: whether the first word could be `HYPERLINK`.
  private static func mentionsHyperlink(_ instruction: String) -> Bool {
    var bytes = instruction.utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }.prefix(9)
    guard bytes.count == 9 else { return false }
    for expected in "HYPERLINK".utf8 {
      guard let byte = bytes.popFirst(), byte & 0xDF == expected else { return false }
    }
    return true
  }

  private struct Word {
    var text: String
    var quoted: Bool
  }

  /// Splits on spaces, keeping quoted words together; `\\` inside quotes is one backslash.
  private static func split(_ instruction: String) -> [Word] {
    var words: [Word] = []
    var current = String.UnicodeScalarView()
    var inQuotes = false
    var wasQuoted = false
    var scalars = instruction.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar?
    while let scalar = pending ?? scalars.next() {
      pending = nil
      if inQuotes {
        if scalar == "\"" || scalar == "\u{201D}" {
          inQuotes = false
        } else if scalar == "\\" {
          current.append("\\")
          if let next = scalars.next(), next != "\\" { pending = next }
        } else {
          current.append(scalar)
        }
      } else if scalar == "\"" || scalar == "\u{201C}" {
        inQuotes = true
        wasQuoted = true
      } else if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\u{00A0}" {
        if !current.isEmpty || wasQuoted {
          words.append(Word(text: String(current), quoted: wasQuoted))
        }
        current = String.UnicodeScalarView()
        wasQuoted = false
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty || wasQuoted {
      words.append(Word(text: String(current), quoted: wasQuoted))
    }
    return words
  }
}
