/// Tells XML, XHTML, HTML, SVG, RSS and XML property lists apart from the first markup.
enum MarkupSniffer {
  /// Element names that only start HTML documents or fragments.
  static let htmlElements: Set<String> = [
    "html", "head", "body", "title", "meta", "link", "script", "style", "div", "p", "table",
    "h1", "h2", "h3", "a", "br", "span", "iframe", "b", "font",
  ]

  /// How far into the window the sniffer looks for the root element.
  static let scanLimit = 2048

  static func type(of head: ByteWindow, from start: Int) -> UTType? {
    var offset = start
    var sawXMLDeclaration = false
    // Skip the prolog: XML declaration, processing instructions, comments, doctype.
    for _ in 0..<32 {
      while let byte = head[offset], byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        offset += 1
      }
      guard head[offset] == UInt8(ascii: "<"), offset < start + scanLimit else { break }
      if head.matchesCaseInsensitive("<?xml", at: offset) {
        sawXMLDeclaration = true
      }
      if head.matchesCaseInsensitive("<!doctype", at: offset) {
        let doctype = head.ascii(offset + 9..<offset + 80).lowercased()
          .trimmingSpaces()
        if doctype.hasPrefix("html") { return sawXMLDeclaration ? .xhtml : .html }
        if doctype.hasPrefix("plist") { return .xmlPropertyList }
        if doctype.hasPrefix("svg") { return .svg }
      }
      if head.matches(Array("<?".utf8), at: offset) {
        guard let end = head.firstOffset(of: Array("?>".utf8), from: offset) else { break }
        offset = end + 2
      } else if head.matches(Array("<!--".utf8), at: offset) {
        guard let end = head.firstOffset(of: Array("-->".utf8), from: offset) else { break }
        offset = end + 3
      } else if head.matches(Array("<!".utf8), at: offset) {
        guard let end = head.firstOffset(of: Array(">".utf8), from: offset) else { break }
        offset = end + 1
      } else {
        return rootElement(head, at: offset, sawXMLDeclaration: sawXMLDeclaration)
      }
    }
    return sawXMLDeclaration ? .xml : nil
  }

  private static func rootElement(_ head: ByteWindow, at offset: Int, sawXMLDeclaration: Bool)
    -> UTType?
  {
    var end = offset + 1
    while let byte = head[end], byte != 0x20, byte != 0x3E, byte != 0x2F, byte != 0x0A,
      byte != 0x0D, byte != 0x09, end < offset + 64
    {
      end += 1
    }
    let name = head.ascii(offset + 1..<end)
    let lower = name.lowercased()
    let local = lower.split(separator: ":").last.map(String.init) ?? lower
    switch local {
    case "plist": return .xmlPropertyList
    case "svg": return .svg
    case "rss": return UTType(builtIn: "public.rss")
    case "html":
      return sawXMLDeclaration || name == "html" && isXHTML(head, offset) ? .xhtml : .html
    default: break
    }
    if htmlElements.contains(lower) { return .html }
    guard let first = name.utf8.first, first >= 0x41 else { return nil }
    return sawXMLDeclaration ? .xml : nil
  }

  private static func isXHTML(_ head: ByteWindow, _ offset: Int) -> Bool {
    guard let close = head.firstOffset(of: [0x3E], from: offset) else { return false }
    return head.ascii(offset..<close).contains("http://www.w3.org/1999/xhtml")
  }
}
