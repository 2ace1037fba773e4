/// Splits a format string (as UTF-8 bytes) into tokens.
struct Lexer {
  let bytes: [UInt8]
  private(set) var position = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  mutating func all() throws(PredicateFormatError) -> [Token] {
    var tokens: [Token] = []
    while true {
      let token = try next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  private func peek(_ ahead: Int = 0) -> UInt8? {
    position + ahead < bytes.count ? bytes[position + ahead] : nil
  }

  private mutating func next() throws(PredicateFormatError) -> Token {
    while let byte = peek(), byte == 0x20 || (0x09...0x0D).contains(byte) { position += 1 }
    let start = position
    guard let byte = peek() else { return Token(kind: .end, offset: start) }
    func token(_ kind: Token.Kind, length: Int) -> Token {
      position += length
      return Token(kind: kind, offset: start)
    }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      return Token(kind: .string(try quoted(byte)), offset: start)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return Token(kind: try number(), offset: start)
    case UInt8(ascii: "$"):
      position += 1
      let name = identifier()
      guard !name.isEmpty else { throw .expected("a variable name", found: "'$'", offset: start) }
      return Token(kind: .variable(name), offset: start)
    case UInt8(ascii: "#"):
      position += 1
      let name = identifier()
      guard !name.isEmpty else { throw .expected("a key after '#'", found: "'#'", offset: start) }
      return Token(kind: .word(name, escaped: true), offset: start)
    case UInt8(ascii: "%"):
      return Token(kind: try specifier(), offset: start)
    default:
      break
    }
    if Self.startsIdentifier(byte) || byte == UInt8(ascii: "@") {
      if byte == UInt8(ascii: "@") { position += 1 }
      let word = identifier()
      let text = byte == UInt8(ascii: "@") ? "@" + word : word
      // Apple's hyphenated keywords: UTI-CONFORMS-TO, UTI-EQUALS.
      return Token(kind: .word(text, escaped: false), offset: start)
    }
    let pair = peek(1).map { String(decoding: [byte, $0], as: UTF8.self) } ?? ""
    switch pair {
    case "==": return token(.symbol(.equal), length: 2)
    case "!=", "<>": return token(.symbol(.notEqual), length: 2)
    case "<=", "=<": return token(.symbol(.lessOrEqual), length: 2)
    case ">=", "=>": return token(.symbol(.greaterOrEqual), length: 2)
    case "&&": return token(.symbol(.and), length: 2)
    case "||": return token(.symbol(.or), length: 2)
    case "**": return token(.symbol(.power), length: 2)
    case ":=": return token(.symbol(.assign), length: 2)
    default: break
    }
    let single: Token.Symbol? =
      switch byte {
      case UInt8(ascii: "="): .equal
      case UInt8(ascii: "<"): .less
      case UInt8(ascii: ">"): .greater
      case UInt8(ascii: "!"): .not
      case UInt8(ascii: "("): .leftParen
      case UInt8(ascii: ")"): .rightParen
      case UInt8(ascii: "{"): .leftBrace
      case UInt8(ascii: "}"): .rightBrace
      case UInt8(ascii: "["): .leftBracket
      case UInt8(ascii: "]"): .rightBracket
      case UInt8(ascii: ","): .comma
      case UInt8(ascii: "."): .dot
      case UInt8(ascii: ":"): .colon
      case UInt8(ascii: "+"): .plus
      case UInt8(ascii: "-"): .minus
      case UInt8(ascii: "*"): .times
      case UInt8(ascii: "/"): .divide
      default: nil
      }
    if let single { return token(.symbol(single), length: 1) }
    throw .unexpectedCharacter(characterText(at: start), offset: start)
  }

  /// The whole (possibly multi-byte) character at `offset`, for error messages.
  private func characterText(at offset: Int) -> String {
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: bytes[offset..<end], as: UTF8.self)
  }

  static func startsIdentifier(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  private mutating func identifier() -> String {
    let start = position
    while let byte = peek(),
      Self.startsIdentifier(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    {
      position += 1
    }
    // UTI-CONFORMS-TO and UTI-EQUALS are words with hyphens.
    let word = String(decoding: bytes[start..<position], as: UTF8.self)
    if word.uppercased() == "UTI", peek() == UInt8(ascii: "-") {
      position += 1
      return word + "-" + identifier()
    }
    return word
  }

  private mutating func quoted(_ quote: UInt8) throws(PredicateFormatError) -> String {
    let start = position
    position += 1
    var text: [UInt8] = []
    while let byte = peek() {
      position += 1
      if byte == quote { return String(decoding: text, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        text.append(byte)
        continue
      }
      guard let escaped = peek() else { break }
      position += 1
      switch escaped {
      case UInt8(ascii: "n"): text.append(0x0A)
      case UInt8(ascii: "t"): text.append(0x09)
      case UInt8(ascii: "r"): text.append(0x0D)
      case UInt8(ascii: "0"): text.append(0x00)
      case UInt8(ascii: "u"):
        let digits = bytes[position..<min(position + 4, bytes.count)]
        guard digits.count == 4,
          let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(value)
        else { throw .expected("four hex digits after \\u", found: "other", offset: position) }
        position += 4
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
      default: text.append(escaped)
      }
    }
    throw .unterminatedString(offset: start)
  }

  private mutating func number() throws(PredicateFormatError) -> Token.Kind {
    let start = position
    let radixes: [UInt8: Int] = [
      UInt8(ascii: "x"): 16, UInt8(ascii: "X"): 16, UInt8(ascii: "o"): 8,
      UInt8(ascii: "O"): 8, UInt8(ascii: "b"): 2, UInt8(ascii: "B"): 2,
    ]
    if peek() == UInt8(ascii: "0"), let marker = peek(1), let radix = radixes[marker] {
      position += 2
      let digitsStart = position
      while let byte = peek(), Self.isWordByte(byte) { position += 1 }
      let digits = String(decoding: bytes[digitsStart..<position], as: UTF8.self)
      guard let value = Int(digits, radix: radix) else {
        throw .malformedNumber(
          String(decoding: bytes[start..<position], as: UTF8.self), offset: start)
      }
      return .integer(value)
    }
    var isReal = false
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      position += 1
    }
    if peek() == UInt8(ascii: "."), let after = peek(1),
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(after)
    {
      isReal = true
      position += 1
      while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        position += 1
      }
    }
    if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      isReal = true
      position += 1
      if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        position += 1
      }
      while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        position += 1
      }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if let byte = peek(), Self.isWordByte(byte) {
      throw .malformedNumber(text + String(UnicodeScalar(byte)), offset: start)
    }
    if !isReal, let value = Int(text) { return .integer(value) }
    guard let value = Double(text), value.isFinite else {
      throw .malformedNumber(text, offset: start)
    }
    return .real(value)
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    startsIdentifier(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// `%@`, `%K`, `%d`, `%ld`, `%lu`, `%f`, `%g` …: the conversion with length modifiers dropped.
  private mutating func specifier() throws(PredicateFormatError) -> Token.Kind {
    let start = position
    position += 1
    while let byte = peek(), "hlqLzjt".utf8.contains(byte) { position += 1 }
    guard let conversion = peek() else {
      throw .expected("a format conversion after '%'", found: "end of input", offset: start)
    }
    position += 1
    let text = String(UnicodeScalar(conversion))
    let supported = "@KdiouxXDOUfFeEgGa"
    guard conversion < 0x80, supported.contains(text) else {
      throw .unsupportedSpecifier(
        String(decoding: bytes[start..<position], as: UTF8.self), offset: start)
    }
    return .specifier(text)
  }
}
