/// A double-byte code page as UTF-8, filled as characters are met: for every lead byte
/// (all are 0x81 or above) and trail byte, and for every byte that is not a lead, the UTF-8
/// of what `CodePageDecoder` decodes it to, in `CodePageUTF8Table`'s entry format.
///
/// An entry of 0 has not been looked up yet; a filled one has `filled` set, and `asString`
/// as well when the character is not one scalar (or is U+2028 or U+FFFC), which the parser
/// then emits as the decoder's `String`.
final class DoubleByteUTF8Table {
  /// Set in every entry that has been looked up.
  static let filled: UInt64 = 1 << 63
  /// Set when the entry's text must be taken from the decoder as a `String`.
  static let asString: UInt64 = 1 << 62
  /// The `singles` entry of a lead byte.
  static let lead: UInt64 = 1 << 61

  /// Entry `(lead & 0x7F) << 8 | trail` for a pair.
  let pairs: UnsafeMutablePointer<UInt64>
  /// Entry `byte` for a byte that is not a lead (bytes below 0x80 are filled as ASCII), and
  /// `lead` for one that is.
  let singles: UnsafeMutablePointer<UInt64>

  /// An empty table for `codePage` (double-byte).
  init(codePage: CodePage) {
    pairs = .allocate(capacity: 128 << 8)
    pairs.initialize(repeating: 0, count: 128 << 8)
    singles = .allocate(capacity: 256)
    for byte in 0..<256 {
      if codePage.isLeadByte(UInt8(byte)) {
        singles[byte] = Self.lead
      } else {
        singles[byte] = byte < 0x80 ? Self.filled | 1 << 32 | UInt64(byte) : 0
      }
    }
  }

  deinit {
    pairs.deallocate()
    singles.deallocate()
  }

  /// The entry for `text`, one character decoded by `CodePageDecoder`.
  static func entry(for text: String) -> UInt64 {
    let scalars = text.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first, scalar != "\u{2028}",
      scalar != "\u{FFFC}"
    else { return filled | asString }
    var bits: UInt64 = 0
    var length: UInt64 = 0
    UTF8.encode(scalar) { unit in
      bits |= UInt64(unit) << (8 * length)
      length += 1
    }
    return filled | bits | length << 32
  }
}
