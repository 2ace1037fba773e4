/// Checks that a window holds a JSON object or array: well formed up to the window's end,
/// where a partial window may stop anywhere. Bounded depth, no allocation per value.
struct JSONPrefixValidator {
  private let head: ByteWindow
  private var offset: Int
  /// The deepest nesting followed.
  static let maximumDepth = 256

  /// Set when the window ended inside the document.
  private var ranOut = false

  init(head: ByteWindow, offset: Int) {
    self.head = head
    self.offset = offset
  }

  /// Whether the document is valid (or a valid beginning of a longer one).
  mutating func validate() -> Bool {
    guard value(depth: 0) else { return ranOut && head.isPartial }
    skipWhitespace()
    if offset >= head.count { return true }
    return false
  }

  private mutating func value(depth: Int) -> Bool {
    guard depth < Self.maximumDepth else { return false }
    skipWhitespace()
    guard let byte = head[offset] else { return outOfInput() }
    switch byte {
    case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"), keyed: true, depth: depth)
    case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"), keyed: false, depth: depth)
    case UInt8(ascii: "\""): return string()
    case UInt8(ascii: "t"): return literal("true")
    case UInt8(ascii: "f"): return literal("false")
    case UInt8(ascii: "n"): return literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
    default: return false
    }
  }

  private mutating func container(close: UInt8, keyed: Bool, depth: Int) -> Bool {
    offset += 1
    skipWhitespace()
    guard let first = head[offset] else { return outOfInput() }
    if first == close {
      offset += 1
      return true
    }
    while true {
      if keyed {
        skipWhitespace()
        guard let quote = head[offset] else { return outOfInput() }
        guard quote == UInt8(ascii: "\""), string() else { return false }
        skipWhitespace()
        guard let colon = head[offset] else { return outOfInput() }
        guard colon == UInt8(ascii: ":") else { return false }
        offset += 1
      }
      guard value(depth: depth + 1) else { return false }
      skipWhitespace()
      guard let next = head[offset] else { return outOfInput() }
      offset += 1
      if next == close { return true }
      guard next == UInt8(ascii: ",") else { return false }
    }
  }

  private mutating func string() -> Bool {
    offset += 1
    while let byte = head[offset] {
      offset += 1
      if byte == UInt8(ascii: "\"") { return true }
      if byte == UInt8(ascii: "\\") {
        guard head[offset] != nil else { return outOfInput() }
        offset += 1
      } else if byte < 0x20 {
        return false
      }
    }
    return outOfInput()
  }

  private mutating func number() -> Bool {
    let start = offset
    while let byte = head[offset],
      byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    {
      offset += 1
    }
    if offset >= head.count { return outOfInput() }
    return offset > start
  }

  private mutating func literal(_ word: String) -> Bool {
    for expected in word.utf8 {
      guard let byte = head[offset] else { return outOfInput() }
      guard byte == expected else { return false }
      offset += 1
    }
    return true
  }

  private mutating func skipWhitespace() {
    while let byte = head[offset], byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      offset += 1
    }
  }

  /// The window ended mid-document: fine only when more data follows.
  private mutating func outOfInput() -> Bool {
    ranOut = true
    return false
  }
}
