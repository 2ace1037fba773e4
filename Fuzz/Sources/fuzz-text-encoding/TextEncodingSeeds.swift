import Foundation

/// Seeds: one sample per encoding case, with and without BOMs, plus HTML and Markdown.
enum TextEncodingSeeds {
  static func make() throws -> [String: Data] {
    let latin = "Café déjà vu — “quoted” naïve façade\r\n"
    let cyrillic = "Привет, как дела? Это проверка кодировки.\n"
    let greek = "Καλημέρα κόσμε, αυτό είναι ελληνικό κείμενο.\n"
    var seeds: [String: Data] = [
      "ascii.txt": Data("plain ASCII text\nsecond line\n".utf8),
      "utf8.txt": Data((latin + cyrillic + greek).utf8),
      "utf8-bom.txt": Data([0xEF, 0xBB, 0xBF] + Array(latin.utf8)),
      "html.html": Data(
        "<html><head><title>T &amp; t</title><style>p{}</style></head><body><p>A<br>B</p><ul><li>x</li></ul><script>1<2</script><pre> a\n b</pre>&#x41;&eacute;&#150;</body></html>"
          .utf8),
      "markdown.md": Data("# Heading\n\n\tcode\twith tabs\n## Two\ntext\n".utf8),
    ]
    seeds["utf16le-bom.txt"] = Data([0xFF, 0xFE] + utf16(latin, bigEndian: false))
    seeds["utf16be-bom.txt"] = Data([0xFE, 0xFF] + utf16(latin, bigEndian: true))
    seeds["utf16le-nobom.txt"] = Data(utf16("Date,Bid,Ask\r\n07/19/2015,1.1\r\n", bigEndian: false))
    seeds["utf32le-bom.txt"] = Data(
      [0xFF, 0xFE, 0, 0]
        + latin.unicodeScalars.flatMap {
          [UInt8($0.value & 0xFF), UInt8($0.value >> 8 & 0xFF), UInt8($0.value >> 16), 0]
        })
    seeds["latin1.txt"] = Data(latin.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
    seeds["cp1251.txt"] = Data(cyrillic.unicodeScalars.map { cp1251($0) })
    seeds["macroman.txt"] = Data([0x43, 0x61, 0x66, 0x8E, 0x20, 0xD2, 0x61, 0xD3, 0x0D, 0xA5, 0x0D])
    return seeds
  }

  static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.utf16.flatMap { unit in
      bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
  }

  /// windows-1251 for the basic Russian alphabet (А–я are 0xC0–0xFF).
  static func cp1251(_ scalar: Unicode.Scalar) -> UInt8 {
    switch scalar.value {
    case 0x0410...0x044F: return UInt8(scalar.value - 0x0410 + 0xC0)
    case 0..<0x80: return UInt8(scalar.value)
    default: return 0x3F
    }
  }
}
