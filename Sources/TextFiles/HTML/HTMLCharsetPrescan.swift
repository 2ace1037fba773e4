/// The encoding a `<meta charset="…">` or `<meta http-equiv="Content-Type"
/// content="…; charset=…">` in the first 1,024 bytes declares (HTML's prescan, simplified:
/// the first `charset=` inside a `<meta` tag wins).
enum HTMLCharsetPrescan {
  static func encoding(in bytes: [UInt8]) -> TextEncoding? {
    let head = String(decoding: bytes.prefix(1024).map { $0 < 0x80 ? $0 : 0x20 }, as: UTF8.self)
      .lowercased()
    var searchStart = head.startIndex
    while let meta = head.range(of: "<meta", range: searchStart..<head.endIndex) {
      let end = head[meta.upperBound...].firstIndex(of: ">") ?? head.endIndex
      let tag = head[meta.upperBound..<end]
      if let charset = tag.range(of: "charset") {
        var value = tag[charset.upperBound...].drop { $0 == " " }
        guard value.first == "=" else {
          searchStart = end
          continue
        }
        value = value.dropFirst().drop { $0 == " " || $0 == "\"" || $0 == "'" }
        let name = value.prefix { !"\"' ;>/".contains($0) }
        // A page that says UTF-16 in ASCII bytes is not UTF-16 (HTML's rule).
        if name.hasPrefix("utf-16") { return .utf8 }
        return TextEncoding(charsetName: String(name))
      }
      searchStart = end
    }
    return nil
  }
}
