/// A character encoding the text reader decodes, named as `inspect` reports it (IANA
/// names, as `charset=` parameters spell them).
///
/// ```swift
/// let encoding = TextEncoding(charsetName: "ISO-8859-1")  // .isoLatin1
/// print(encoding?.rawValue ?? "?")                         // "ISO-8859-1"
/// ```
public enum TextEncoding: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// UTF-8.
  case utf8 = "UTF-8"
  /// UTF-16, little-endian.
  case utf16LE = "UTF-16LE"
  /// UTF-16, big-endian.
  case utf16BE = "UTF-16BE"
  /// UTF-32, little-endian.
  case utf32LE = "UTF-32LE"
  /// UTF-32, big-endian.
  case utf32BE = "UTF-32BE"
  /// Windows Western European (a superset of ISO-8859-1's printable characters).
  case windows1252 = "windows-1252"
  /// ISO-8859-1: reported instead of windows-1252 when no byte falls in 0x80–0x9F.
  case isoLatin1 = "ISO-8859-1"
  /// Mac OS Roman (classic Mac OS's Western encoding).
  case macRoman = "macintosh"
  /// Windows Cyrillic.
  case windows1251 = "windows-1251"
  /// KOI8-R (Russian Cyrillic).
  case koi8R = "KOI8-R"
  /// Windows Greek.
  case windows1253 = "windows-1253"
  /// ISO-8859-7 (Greek).
  case iso88597 = "ISO-8859-7"

  /// The IANA name.
  public var description: String { rawValue }

  /// The encoding a `charset` label names (case-insensitive; common aliases such as
  /// `utf8`, `latin1`, `cp1252`, `x-mac-roman` included), or `nil` for one docpkg does not
  /// decode. `UTF-16` without an order means little-endian, as browsers read it.
  public init?(charsetName: String) {
    let name = charsetName.trimmingASCIIWhitespace().lowercased()
    switch name {
    case "utf-8", "utf8", "unicode-1-1-utf-8": self = .utf8
    case "utf-16le", "utf-16", "unicode", "ucs-2": self = .utf16LE
    case "utf-16be": self = .utf16BE
    case "utf-32le", "utf-32": self = .utf32LE
    case "utf-32be": self = .utf32BE
    case "windows-1252", "cp1252", "x-cp1252", "us-ascii", "ascii": self = .windows1252
    case "iso-8859-1", "iso8859-1", "latin1", "iso_8859-1", "l1": self = .isoLatin1
    case "macintosh", "mac", "macroman", "x-mac-roman", "mac-roman": self = .macRoman
    case "windows-1251", "cp1251", "x-cp1251": self = .windows1251
    case "koi8-r", "koi8r", "koi8": self = .koi8R
    case "windows-1253", "cp1253": self = .windows1253
    case "iso-8859-7", "iso8859-7", "greek", "iso_8859-7": self = .iso88597
    default: return nil
    }
  }

  /// The 128 characters of bytes 0x80–0xFF for a single-byte encoding; `nil` for UTFs.
  var upperHalf: [UInt16]? {
    switch self {
    case .utf8, .utf16LE, .utf16BE, .utf32LE, .utf32BE: return nil
    case .windows1252: return SingleByteTables.windows1252
    case .isoLatin1: return Self.latin1UpperHalf
    case .macRoman: return SingleByteTables.macRoman
    case .windows1251: return SingleByteTables.windows1251
    case .koi8R: return SingleByteTables.koi8R
    case .windows1253: return SingleByteTables.windows1253
    case .iso88597: return SingleByteTables.iso88597
    }
  }

  private static let latin1UpperHalf: [UInt16] = (0x80...0xFF).map { UInt16($0) }
}

extension String {
  func trimmingASCIIWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
