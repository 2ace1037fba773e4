import Foundation

/// The `<string>` values of a small XML property list, in order (BuildVersionHistory.plist
/// is an array of strings). A plain scan, not Foundation's parser (which crashes on some
/// malformed lists); the five predefined XML entities are decoded.
enum PlistStrings {
  static func strings(in data: Data) -> [String] {
    let text = String(decoding: data, as: UTF8.self)
    var found: [String] = []
    var rest = text[...]
    while let open = rest.range(of: "<string>"),
      let close = rest.range(of: "</string>", range: open.upperBound..<rest.endIndex)
    {
      found.append(decodeEntities(String(rest[open.upperBound..<close.lowerBound])))
      rest = rest[close.upperBound...]
    }
    return found
  }

  static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
