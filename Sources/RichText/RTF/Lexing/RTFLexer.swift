/// Splits RTF bytes into tokens without recursion or allocation per token (short control
/// words are Swift small strings).
///
/// Line ends outside control words are dropped, as the RTF specification says. `\binN` is
/// resolved here: the next `N` bytes (at most what remains) become one `.binary` token.
struct RTFLexer {
  /// The input, borrowed for the duration of one parse (`RTFReader.read` keeps the array
  /// alive around it); a buffer pointer keeps the per-byte loop free of ARC and copies.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next unread byte.
  private(set) var position: Int = 0
  /// The offset where the last token started, for damage reports.
  private(set) var tokenStart: Int = 0

  /// Whether the last `.text` token holds only tabs and bytes 0x20–0x7F (text that needs no
  /// code page).
  private(set) var lastTextIsPlain = true

  /// The longest control word name the specification allows; longer names are cut.
  static let maximumNameLength = 32

  init(bytes: UnsafeBufferPointer<UInt8>, start: Int = 0) {
    self.bytes = bytes
    self.position = start
  }

  /// The next token, or `nil` at the end of input.
  @inline(__always)
  mutating func next() -> RTFToken? {
    let count = bytes.count
    while position < count {
      tokenStart = position
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "{"):
        position += 1
        return .groupStart
      case UInt8(ascii: "}"):
        position += 1
        return .groupEnd
      case UInt8(ascii: "\\"):
        return lexControl()
      case 0x0D, 0x0A:
        position += 1
        continue
      default:
        var plain = Self.isPlain(byte)
        var end = position + 1
        while end < count {
          // Eight bytes at a time while none is below 0x20, at or above 0x7B, or `\\`; then
          // straight to the first such byte, which is looked at below.
          if end + 8 <= count {
            let special = Self.specialBytes(Self.word(at: end, in: bytes))
            if special == 0 {
              end += 8
              continue
            }
            end += special.trailingZeroBitCount >> 3
          }
          let next = bytes[end]
          // Most text is 0x20–0x5B or 0x5D–0x7A: two range checks per byte.
          if (next >= 0x20 && next < 0x5C) || (next > 0x5C && next < 0x7B) {
            end += 1
            continue
          }
          if next == UInt8(ascii: "\\") || next == UInt8(ascii: "{") || next == UInt8(ascii: "}")
            || next == 0x0D || next == 0x0A
          {
            break
          }
          if !Self.isPlain(next) { plain = false }
          end += 1
        }
        let range = position..<end
        position = end
        lastTextIsPlain = plain
        return .text(range)
      }
    }
    return nil
  }

  /// Consumes the next byte when it would start or continue a `.text` token (not `\\`, `{`,
  /// `}` or a line end); `false` otherwise.
  @inline(__always)
  mutating func skipTextByte() -> Bool {
    guard position < bytes.count else { return false }
    switch bytes[position] {
    case UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "}"), 0x0D, 0x0A: return false
    default:
      position += 1
      return true
    }
  }

  private mutating func lexControl() -> RTFToken? {
    // The offset lives in a local while scanning (written back once per token): as a stored
    // property it would be stored to memory on every byte.
    let count = bytes.count
    var at = position + 1  // past the backslash
    guard at < count else {
      position = at
      return nil
    }
    let first = bytes[at]
    if !Self.isLetter(first) {
      at += 1
      if first == UInt8(ascii: "'") {
        guard at + 1 < count, let high = Self.hexValue(bytes[at]),
          let low = Self.hexValue(bytes[at + 1])
        else {
          position = at
          return .invalidHex
        }
        position = at + 2
        return .hexByte(high << 4 | low)
      }
      if first == 0x0D, at < count, bytes[at] == 0x0A {
        at += 1
      }
      position = at
      return .controlSymbol(first)
    }
    let nameStart = at
    // `\uN` is half of all control words in non-English text: read it without the general
    // name and `\bin` checks. (A `\u` without a parameter is an ordinary, unknown word.)
    if first == UInt8(ascii: "u"), startsParameter(at + 1) {
      let (value, end) = parameter(from: at + 1)
      position = end
      return .unicode(value)
    }
    while at < count, Self.isLetter(bytes[at]) {
      at += 1
    }
    let nameEnd = min(at, nameStart + Self.maximumNameLength)
    var parameter: Int32?
    if startsParameter(at) {
      (parameter, at) = self.parameter(from: at)
    } else if at < count, bytes[at] == UInt8(ascii: " ") {
      at += 1
    }
    position = at
    if nameEnd - nameStart == 3, bytes[nameStart] == UInt8(ascii: "b"),
      bytes[nameStart + 1] == UInt8(ascii: "i"), bytes[nameStart + 2] == UInt8(ascii: "n"),
      let declared = parameter, declared > 0
    {
      let end = min(count, at + Int(declared))
      position = end
      return .binary(at..<end, declared: Int(declared))
    }
    return .controlWord(nameStart..<nameEnd, parameter)
  }

  /// Whether a numeric parameter starts at `offset`: a digit, or `-` and a digit.
  @inline(__always)
  private func startsParameter(_ offset: Int) -> Bool {
    guard offset < bytes.count else { return false }
    if Self.isDigit(bytes[offset]) { return true }
    return bytes[offset] == UInt8(ascii: "-") && offset + 1 < bytes.count
      && Self.isDigit(bytes[offset + 1])
  }

  /// The numeric parameter starting at `start` (see `startsParameter`), clamped to `Int32`,
  /// and the offset past it and past one space delimiter.
  @inline(__always)
  private func parameter(from start: Int) -> (value: Int32, end: Int) {
    let count = bytes.count
    var at = start
    let negative = bytes[at] == UInt8(ascii: "-")
    if negative { at += 1 }
    // Up to seven digits (every `\uN`, nearly every other parameter) from one load.
    if at + 8 <= count {
      let word = Self.word(at: at, in: bytes)
      let digits = Self.digitCount(word)
      if digits < 8 {
        at += digits
        if at < count, bytes[at] == UInt8(ascii: " ") {
          at += 1
        }
        let value = Int32(truncatingIfNeeded: Self.decimalValue(word, digits: digits))
        return (negative ? -value : value, at)
      }
    }
    var value: Int64 = 0
    while at < count, Self.isDigit(bytes[at]) {
      // Past Int32's range the value only needs to stay there (it is clamped): no overflow.
      if value <= Int64(Int32.max) {
        value = value &* 10 &+ Int64(bytes[at] &- UInt8(ascii: "0"))
      }
      at += 1
    }
    if at < count, bytes[at] == UInt8(ascii: " ") {
      at += 1
    }
    return (Int32(clamping: negative ? -value : value), at)
  }

  /// How many of the eight bytes of `word` (little-endian) are ASCII digits before the first
  /// one that is not; 8 when all are.
  @inline(__always)
  private static func digitCount(_ word: UInt64) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    // A byte below `0` borrows into its high bit; one above `9` carries into it (or has it
    // set). Bytes after the first non-digit may be marked falsely, which does not matter.
    let marks = ((word &- ones &* 0x30) | (word &+ ones &* 0x46)) & (ones &* 0x80)
    return marks.trailingZeroBitCount >> 3
  }

  /// The value of the first `digits` (1–7) bytes of `word`, ASCII digits, the first the most
  /// significant: one or two digits directly (`\f1`, `\cf12`); more moved to the top (zeros
  /// before them), then combined in pairs, fours and eights with three multiplications.
  @inline(__always)
  private static func decimalValue(_ word: UInt64, digits: Int) -> UInt64 {
    let first = word & 0x0F
    if digits == 1 { return first }
    if digits == 2 { return first &* 10 &+ (word >> 8 & 0x0F) }
    var value = (word & 0x0F0F_0F0F_0F0F_0F0F) << (UInt64(8 &- digits) &* 8)
    value = (value &* (10 << 8 + 1)) >> 8 & 0x00FF_00FF_00FF_00FF
    value = (value &* (100 << 16 + 1)) >> 16 & 0x0000_FFFF_0000_FFFF
    return (value &* (10000 << 32 + 1)) >> 32
  }

  /// A tab or a byte in 0x20–0x7F.
  @inline(__always)
  private static func isPlain(_ byte: UInt8) -> Bool {
    (byte >= 0x20 && byte < 0x80) || byte == 0x09
  }

  /// Eight input bytes from `offset` (the caller checks they exist), little-endian.
  @inline(__always)
  private static func word(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let base = bytes.baseAddress else { return 0 }
    return UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
  }

  /// The high bit of each byte of `word` that is below 0x20, at or above 0x7B (`{`, `}`,
  /// DEL, non-ASCII …) or a backslash; 0 when all eight are text, and plain. Bytes above
  /// the first such byte may be marked falsely (a borrow), so only the lowest mark is exact,
  /// which is the one the lexer uses.
  @inline(__always)
  private static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte has its high bit set, or is above 0x7A once 0x05 is added (no carry between
    // bytes below 0x80).
    let large = (word | (word &+ ones &* 0x05)) & highs
    // A byte is below 0x20 (exact for bytes below 0x80; large bytes are caught above).
    let small = (word &- ones &* 0x20) & ~word & highs
    let backslashes = word ^ (ones &* 0x5C)
    let backslash = (backslashes &- ones) & ~backslashes & highs
    return large | small | backslash
  }

  @inline(__always)
  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
