/// HTML character references (`&amp;`, `&#233;`, `&#x1F600;`) as browsers decode them: the
/// HTML 4 names (Latin-1, symbols and punctuation that mail writers use) and numeric
/// references, with 128–159 read as Windows-1252 and invalid numbers as U+FFFD.
enum HTMLCharacterReference {
  /// The character that `name` (the bytes between `&` and `;`) stands for, or `nil` when it
  /// names none.
  static func decode(_ name: [UInt8]) -> Unicode.Scalar? {
    if name.first == UInt8(ascii: "#") { return numeric(name.dropFirst()) }
    return named[name]
  }

  private static func numeric(_ digits: ArraySlice<UInt8>) -> Unicode.Scalar? {
    var digits = digits
    var radix: UInt32 = 10
    if let first = digits.first, first | 0x20 == UInt8(ascii: "x") {
      radix = 16
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty else { return nil }
    var value: UInt32 = 0
    for byte in digits {
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
        digit = UInt32(byte - UInt8(ascii: "a")) + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
        digit = UInt32(byte - UInt8(ascii: "A")) + 10
      default: return nil
      }
      value = min(value * radix + digit, 0x11_0000)
    }
    if value >= 0x80, value < 0xA0 {
      return windows1252High[Int(value - 0x80)]
    }
    guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
    return scalar
  }

  /// 0x80–0x9F of Windows-1252 (U+FFFD where it has no character).
  private static let windows1252High: [Unicode.Scalar] = [
    "\u{20AC}", "\u{FFFD}", "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}",
    "\u{2021}", "\u{02C6}", "\u{2030}", "\u{0160}", "\u{2039}", "\u{0152}", "\u{FFFD}",
    "\u{017D}", "\u{FFFD}", "\u{FFFD}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}",
    "\u{2022}", "\u{2013}", "\u{2014}", "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}",
    "\u{0153}", "\u{FFFD}", "\u{017E}", "\u{0178}",
  ]

  private static let named: [[UInt8]: Unicode.Scalar] = {
    var table: [[UInt8]: Unicode.Scalar] = [:]
    // HTML 4's names for U+00A0–U+00FF, in code point order.
    let latin1 = """
      nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg \
      plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 \
      iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml \
      Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave \
      Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil \
      egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde \
      ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml
      """
    for (offset, name) in latin1.split(separator: " ").enumerated() {
      if let scalar = Unicode.Scalar(0xA0 + UInt32(offset)) { table[Array(name.utf8)] = scalar }
    }
    let others: [(String, UInt32)] = [
      ("quot", 0x22), ("amp", 0x26), ("apos", 0x27), ("lt", 0x3C), ("gt", 0x3E),
      ("OElig", 0x152), ("oelig", 0x153), ("Scaron", 0x160), ("scaron", 0x161),
      ("Yuml", 0x178), ("fnof", 0x192), ("circ", 0x2C6), ("tilde", 0x2DC), ("ensp", 0x2002),
      ("emsp", 0x2003), ("thinsp", 0x2009), ("zwnj", 0x200C), ("zwj", 0x200D),
      ("lrm", 0x200E), ("rlm", 0x200F), ("ndash", 0x2013), ("mdash", 0x2014),
      ("lsquo", 0x2018), ("rsquo", 0x2019), ("sbquo", 0x201A), ("ldquo", 0x201C),
      ("rdquo", 0x201D), ("bdquo", 0x201E), ("dagger", 0x2020), ("Dagger", 0x2021),
      ("bull", 0x2022), ("hellip", 0x2026), ("permil", 0x2030), ("prime", 0x2032),
      ("Prime", 0x2033), ("lsaquo", 0x2039), ("rsaquo", 0x203A), ("euro", 0x20AC),
      ("trade", 0x2122), ("larr", 0x2190), ("uarr", 0x2191), ("rarr", 0x2192),
      ("darr", 0x2193), ("minus", 0x2212),
    ]
    for (name, value) in others {
      if let scalar = Unicode.Scalar(value) { table[Array(name.utf8)] = scalar }
    }
    return table
  }()
}
