/// Recognises SVG by content: an XML document whose first element is `svg` (with or without
/// a namespace prefix), after an optional byte-order mark, XML declaration, comments,
/// processing instructions and a document type declaration (internal subset included).
enum SVGSniffer {
  /// The prolog bytes looked at; a root element starting later is not recognised.
  static let prologLimit = 4096

  /// Whether the first element of `bytes` is `svg`.
  static func rootIsSVG(_ bytes: [UInt8]) -> Bool {
    var i = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    func skipSpace() {
      while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }
    func at(_ text: String) -> Bool {
      let utf8 = Array(text.utf8)
      return bytes.count - i >= utf8.count && bytes[i..<i + utf8.count].elementsEqual(utf8)
    }
    /// Moves past the next `terminator`; false when the prefix ends first.
    func skip(past terminator: String) -> Bool {
      let utf8 = Array(terminator.utf8)
      while i + utf8.count <= bytes.count {
        if bytes[i..<i + utf8.count].elementsEqual(utf8) {
          i += utf8.count
          return true
        }
        i += 1
      }
      return false
    }
    while true {
      skipSpace()
      if at("<?") {
        guard skip(past: "?>") else { return false }
      } else if at("<!--") {
        guard skip(past: "-->") else { return false }
      } else if at("<!DOCTYPE") {
        var depth = 0
        while i < bytes.count {
          let byte = bytes[i]
          i += 1
          if byte == UInt8(ascii: "[") { depth += 1 }
          if byte == UInt8(ascii: "]") { depth -= 1 }
          if byte == UInt8(ascii: ">") && depth <= 0 { break }
        }
      } else if at("<") {
        i += 1
        var name: [UInt8] = []
        while i < bytes.count, name.count < 64,
          ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[i])
        {
          name.append(bytes[i])
          i += 1
        }
        let local = name.split(separator: UInt8(ascii: ":")).last.map(Array.init) ?? []
        return local == Array("svg".utf8)
      } else {
        return false
      }
    }
  }
}
