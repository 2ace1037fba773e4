import ByteReading

/// Text formats: byte order marks, markup (XML, HTML, SVG, property lists), JSON, scripts, and
/// finally plain UTF-8 text (valid UTF-8 without control bytes other than whitespace).
enum TextSniffer {
  static func type(of head: ByteWindow) -> UTType? {
    if head.matches([0xFE, 0xFF]) || head.matches([0xFF, 0xFE]) {
      return isUTF16(head) ? .utf16ExternalPlainText : nil
    }
    var start = head.matches([0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard isUTF8Text(head, from: start) else { return nil }
    if head.matches(Array("#!".utf8), at: start) { return script(head, from: start) }
    while let byte = head[start], byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      start += 1
    }
    switch head[start] {
    case UInt8(ascii: "<"):
      if let type = MarkupSniffer.type(of: head, from: start) { return type }
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var parser = JSONPrefixValidator(head: head, offset: start)
      if parser.validate() { return .json }
    default:
      break
    }
    return .utf8PlainText
  }

  /// Whether the bytes after `start` are UTF-8 without NUL and without control bytes other
  /// than tab, newline, carriage return, form feed and escape. A sequence cut off by the end
  /// of a partial window is accepted.
  static func isUTF8Text(_ head: ByteWindow, from start: Int) -> Bool {
    let bytes = head.bytes
    var index = start
    let end = head.count
    while index < end {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C
          && byte != 0x1B
        {
          return false
        }
        if byte == 0x7F { return false }
        index += 1
        continue
      }
      let length: Int
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return false
      }
      if index + length > end { return head.isPartial }
      for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 {
        return false
      }
      index += length
    }
    return true
  }

  /// UTF-16 with a byte order mark: the code units decode and none is a control character
  /// other than whitespace.
  private static func isUTF16(_ head: ByteWindow) -> Bool {
    let order: Endianness = head.matches([0xFE, 0xFF]) ? .big : .little
    let units = head.bytes[..<head.count].withByteReader { start in
      var reader = start
      reader.readerIndex = 2
      var units: [UInt16] = []
      while let unit = reader.readInteger(endianness: order, as: UInt16.self) { units.append(unit) }
      return units
    }
    var iterator = units.makeIterator()
    var decoder = UTF16()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        let value = scalar.value
        if value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D && value != 0x0C {
          return false
        }
      case .emptyInput:
        return true
      case .error:
        // A surrogate pair cut by the window end is fine; anything else is not text.
        return head.isPartial && units.count > 0
          && units.last.map { $0 & 0xFC00 == 0xD800 }
            == true
      }
    }
  }

  private static func script(_ head: ByteWindow, from start: Int) -> UTType {
    let lineEnd = head.firstOffset(of: [0x0A], from: start) ?? head.count
    let line = head.ascii(start..<min(lineEnd, start + 256))
    if line.contains("python") { return .pythonScript }
    if line.contains("bash") { return UTType(builtIn: "public.bash-script") }
    if line.contains("zsh") { return UTType(builtIn: "public.zsh-script") }
    if line.contains("perl") { return UTType(builtIn: "public.perl-script") }
    if line.contains("ruby") { return UTType(builtIn: "public.ruby-script") }
    if line.contains("php") { return UTType(builtIn: "public.php-script") }
    if line.hasSuffix("/sh") || line.contains("/sh ") || line.contains("env sh") {
      return .shellScript
    }
    return .script
  }
}
