/// HTML to plain text, as a browser's `innerText` reads a page: scripts, styles and
/// comments dropped, block elements on their own lines, `<p>` separated by a blank line,
/// list items bulleted, table cells tab-separated, entities decoded, white space collapsed
/// outside `<pre>`.
///
/// ```swift
/// let page = HTMLText.extract(from: "<title>Hi</title><p>A &amp; B</p>")
/// print(page.title ?? "", page.text)   // "Hi" "A & B"
/// ```
///
/// The tokenizer is tolerant (any input gives text, never an error) and linear.
public enum HTMLText {
  /// The text of a page.
  public struct Page: Sendable, Hashable {
    /// The `<title>`, white space collapsed; `nil` when there is none or it is empty.
    public var title: String?
    /// The body text, lines separated by `\n`, no leading or trailing blank lines.
    public var text: String
  }

  /// The most characters of HTML read (16 Mi; Spec/Limits.md); the rest is ignored.
  public static let maximumCharacters = 16 << 20

  /// The title and text of `html`.
  /// - Complexity: O(n).
  public static func extract(from html: String) -> Page {
    var converter = HTMLTextConverter(Array(html.unicodeScalars.prefix(maximumCharacters)))
    return converter.run()
  }

  /// The title and text of HTML bytes, decoded by ``decode(_:declaredCharset:)``.
  public static func extract(fromBytes bytes: [UInt8], declaredCharset: String? = nil) -> Page {
    extract(from: decode(bytes, declaredCharset: declaredCharset).text)
  }

  /// Decodes HTML bytes as a browser picks the encoding: a byte-order mark, then the
  /// `declaredCharset` (an HTTP header or a web archive's `WebResourceTextEncodingName`),
  /// then a `<meta charset>` or `http-equiv` declaration in the first 1,024 bytes, then
  /// ``TextEncodingDetector``.
  public static func decode(_ bytes: [UInt8], declaredCharset: String? = nil) -> DetectedText {
    let detector = TextEncodingDetector()
    if TextEncodingDetector.byteOrderMark(bytes) != nil { return detector.detect(bytes) }
    if let name = declaredCharset, let encoding = TextEncoding(charsetName: name) {
      return detector.decode(bytes, as: encoding)
    }
    if let encoding = HTMLCharsetPrescan.encoding(in: bytes) {
      return detector.decode(bytes, as: encoding)
    }
    return detector.detect(bytes)
  }
}
