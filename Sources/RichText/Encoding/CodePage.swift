/// A Windows or Macintosh code page number, as RTF's `\ansicpgN` and `\cpgN` name them.
struct CodePage: Hashable, Sendable {
  /// The number (1252, 932, 10000 …).
  let number: Int

  /// Windows Latin 1, what RTF assumes when the document names nothing.
  static let windowsLatin1 = CodePage(number: 1252)
  /// UTF-8, which some writers declare with `\ansicpg65001`.
  static let utf8 = CodePage(number: 65001)

  /// The code page a font's `\fcharsetN` stands for, or `nil` for DEFAULT_CHARSET (1) and
  /// unknown charsets, where the document's `\ansicpg` applies. ANSI_CHARSET (0) is
  /// Windows-1252 whatever `\ansicpg` says, as Cocoa writes `\ansicpg950` with `\fcharset0`
  /// fonts and `\'a9` for the copyright sign.
  static func forCharset(_ charset: Int) -> CodePage? {
    let number: Int
    switch charset {
    case 0: number = 1252
    case 2: number = Self.symbol
    case 77: number = 10000
    case 78: number = 10001
    case 79: number = 10002
    case 80: number = 10003
    case 81: number = 10004
    case 82: number = 10005
    case 83: number = 10006
    case 84: number = 10007
    case 85: number = 10008
    case 86: number = 10010
    case 87: number = 10017
    case 88: number = 10021
    case 89: number = 10029
    case 128: number = 932
    case 129: number = 949
    case 130: number = 1361
    case 134: number = 936
    case 136: number = 950
    case 161: number = 1253
    case 162: number = 1254
    case 163: number = 1258
    case 177: number = 1255
    case 178: number = 1256
    case 186: number = 1257
    case 204: number = 1251
    case 222: number = 874
    case 238: number = 1250
    case 254: number = 437
    case 255: number = 850
    default: return nil
    }
    return CodePage(number: number)
  }

  /// A private number for the Symbol charset (`\fcharset2`), decoded by our own table.
  static let symbol = -2

  /// The iconv name of the code page, or `nil` when iconv is not used for it.
  var iconvName: String? {
    switch number {
    case 437, 850, 852, 855, 857, 860, 861, 862, 863, 864, 865, 866, 869, 874, 932, 936, 949,
      950, 1250...1258:
      return "CP\(number)"
    case 1361: return "JOHAB"
    case 10000: return "MACINTOSH"
    case 10001: return "SHIFT_JIS"
    case 10002: return "BIG5"
    case 10003: return "EUC-KR"
    case 10007: return "MAC-CYRILLIC"
    case 10008: return "GB2312"
    case 10017: return "MACUKRAINIAN"
    case 10029: return "MAC-CENTRALEUROPE"
    case 20127: return "ASCII"
    case 20866: return "KOI8-R"
    case 21866: return "KOI8-U"
    case 28591...28599: return "ISO-8859-\(number - 28590)"
    default: return nil
    }
  }

  /// Whether the code page uses lead bytes followed by a trail byte.
  var isDoubleByte: Bool {
    switch number {
    case 932, 936, 949, 950, 1361, 10001, 10002, 10003, 10008: return true
    default: return false
    }
  }

  /// Whether `byte` starts a two-byte character in this double-byte code page.
  func isLeadByte(_ byte: UInt8) -> Bool {
    switch number {
    case 932, 10001: return (0x81...0x9F).contains(byte) || (0xE0...0xFC).contains(byte)
    case 1361: return (0x84...0xD3).contains(byte) || (0xD8...0xF9).contains(byte)
    default: return (0x81...0xFE).contains(byte)
    }
  }
}
