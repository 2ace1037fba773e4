/// Scheme and host of a URL string, split by RFC 3986's generic syntax without
/// validating the rest (link files hold URLs that Foundation's `URL` rejects).
struct URLParts {
  var scheme: String?
  var host: String?

  init(_ url: String) {
    let text = url.trimmingASCIIWhitespace()
    guard let colon = text.firstIndex(of: ":"),
      text[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
      ),
      !text[..<colon].isEmpty
    else { return }
    scheme = text[..<colon].lowercased()
    let rest = text[text.index(after: colon)...]
    guard rest.hasPrefix("//") else { return }
    let authority = rest.dropFirst(2).prefix { !"/?#".contains($0) }
    var hostPart = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
    if hostPart.hasPrefix("[") {
      hostPart = hostPart.prefix { $0 != "]" } + "]"
    } else if let portColon = hostPart.lastIndex(of: ":") {
      hostPart = hostPart[..<portColon]
    }
    host = hostPart.isEmpty ? nil : hostPart.lowercased()
  }
}
