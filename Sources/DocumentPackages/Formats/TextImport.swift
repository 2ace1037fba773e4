import Foundation
import RichText

/// Turns the text files `pack --text` accepts into an attributed document: `.rtf` through
/// RichText's reader, `.md`/`.markdown` through a small Markdown subset (headings, `**bold**`,
/// `*italic*`), anything else as UTF-8 plain text, one paragraph per line.
public enum TextImport {
  /// The font plain and Markdown text is set in (as TextEdit's default).
  public static let defaultFontName = "Helvetica"
  /// The size plain and Markdown text is set in, in points.
  public static let defaultFontSize = 12.0
  /// The largest text file accepted (16 MiB).
  public static let maximumBytes = 16 << 20

  /// Reads the text file at `url`.
  ///
  /// - Throws: `DocumentPackageError` — missing file, too large, not UTF-8, not RTF.
  public static func document(contentsOf url: URL) throws(DocumentPackageError)
    -> AttributedDocument
  {
    let data: Data
    do {
      data = try PackageFolder.bytes(of: url, limit: maximumBytes)
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) {
        throw DocumentPackageError(path: url.path, cause: .notFound)
      }
      throw DocumentPackageError(
        path: url.path, cause: .underlying(reason: "cannot read: \(error)", category: .missing))
    }
    guard data.count <= maximumBytes else {
      throw DocumentPackageError(
        path: url.path,
        cause: .unreadableContents(
          name: url.lastPathComponent, reason: "larger than \(maximumBytes) bytes"))
    }
    switch url.pathExtension.lowercased() {
    case "rtf":
      do {
        return try RTFReader().read([UInt8](data)).document
      } catch {
        throw DocumentPackageError(
          path: url.path,
          cause: .unreadableContents(name: url.lastPathComponent, reason: "\(error)"))
      }
    case "md", "markdown":
      return markdown(try utf8(data, url: url))
    default:
      return plainText(try utf8(data, url: url))
    }
  }

  /// One paragraph per line, in the default font; one final line break is dropped.
  public static func plainText(_ text: String) -> AttributedDocument {
    let attributes = TextAttributes(fontName: defaultFontName, fontSize: defaultFontSize)
    return AttributedDocument(
      paragraphs: lines(of: text).map { line in
        var paragraph = Paragraph()
        if !line.isEmpty { paragraph.append(line, attributes: attributes) }
        return paragraph
      })
  }

  /// A Markdown subset: `#`…`######` headings (bold, 24 down to 13 pt), `**bold**`,
  /// `*italic*`; other syntax stays as written.
  public static func markdown(_ text: String) -> AttributedDocument {
    var paragraphs: [Paragraph] = []
    for line in lines(of: text) {
      var base = TextAttributes(fontName: defaultFontName, fontSize: defaultFontSize)
      var body = Substring(line)
      let hashes = body.prefix { $0 == "#" }.count
      if (1...6).contains(hashes), body.dropFirst(hashes).first == " " {
        base.isBold = true
        base.fontSize = [24, 20, 17, 15, 14, 13][hashes - 1]
        body = body.dropFirst(hashes + 1)
      }
      paragraphs.append(inlineRuns(String(body), base: base))
    }
    return AttributedDocument(paragraphs: paragraphs)
  }

  /// Splits `**bold**` and `*italic*` spans into runs.
  static func inlineRuns(_ text: String, base: TextAttributes) -> Paragraph {
    var paragraph = Paragraph()
    var attributes = base
    var pending = ""
    var index = text.startIndex
    func flush() {
      if !pending.isEmpty { paragraph.append(pending, attributes: attributes) }
      pending = ""
    }
    while index < text.endIndex {
      let rest = text[index...]
      if rest.hasPrefix("**") {
        flush()
        attributes.isBold.toggle()
        index = text.index(index, offsetBy: 2)
        continue
      }
      let character = text[index]
      if character == "*" {
        flush()
        attributes.isItalic.toggle()
        index = text.index(after: index)
        continue
      }
      pending.append(character)
      index = text.index(after: index)
    }
    flush()
    return paragraph
  }

  /// Lines split at `\n`, `\r\n` or `\r`, without one trailing empty line.
  static func lines(of text: String) -> [String] {
    var lines = text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\r", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.count > 1, lines.last == "" { lines.removeLast() }
    return lines
  }

  private static func utf8(_ data: Data, url: URL) throws(DocumentPackageError) -> String {
    guard let text = String(validating: data, as: UTF8.self) else {
      throw DocumentPackageError(
        path: url.path,
        cause: .unreadableContents(name: url.lastPathComponent, reason: "not UTF-8 text"))
    }
    return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
  }
}
