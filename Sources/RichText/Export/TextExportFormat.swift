/// A way to turn a document into text: plain text, Markdown or HTML.
///
/// Formats are values, so callers can pass their own:
///
/// ```swift
/// let text = document.exported(as: .plainText)
/// let html = document.exported(as: .html)
/// let upper = TextExportFormat(name: "upper") { $0.exported(as: .plainText).uppercased() }
/// ```
public struct TextExportFormat: Sendable {
  /// A short name (`plain`, `markdown`, `html`), as `docpkg text --format` takes it.
  public var name: String
  /// Renders a document.
  public var render: @Sendable (AttributedDocument) -> String

  /// Creates a format from a name and a renderer.
  public init(name: String, render: @escaping @Sendable (AttributedDocument) -> String) {
    self.name = name
    self.render = render
  }

  /// Plain text: one line per paragraph, tabs kept, `\line` breaks as newlines, list bullets
  /// as they appear in the text, links as their text, attachments dropped. Ends with a
  /// newline unless empty.
  public static let plainText = TextExportFormat(name: "plain", render: PlainTextRenderer.render)

  /// CommonMark: paragraphs separated by blank lines, `**bold**`, `*italic*`, `~~struck~~`,
  /// `[text](link)`, `![name](name)` for attachments; Markdown characters escaped.
  public static let markdown = TextExportFormat(name: "markdown", render: MarkdownRenderer.render)

  /// A complete UTF-8 HTML5 document: `<p>` per paragraph with its alignment, `<b>`, `<i>`,
  /// `<u>`, `<s>`, `<sup>`, `<sub>`, `<a href>` and inline font and colour styles; all text
  /// escaped, and `javascript:`/`data:` links dropped.
  public static let html = TextExportFormat(name: "html", render: HTMLRenderer.render)

  /// The built-in formats.
  public static let all: [TextExportFormat] = [.plainText, .markdown, .html]
}

extension AttributedDocument {
  /// The document rendered in `format`.
  public func exported(as format: TextExportFormat) -> String {
    format.render(self)
  }

  /// Streams the plain-text export (the same text as `exported(as: .plainText)`) as UTF-8
  /// chunks of about `chunkSize` bytes, so large documents need no second full-size copy.
  ///
  /// - Parameters:
  ///   - chunkSize: the chunk size to aim for, in bytes.
  ///   - write: called with each chunk, valid only during the call.
  public func writePlainText(
    chunkSize: Int = 1 << 16, to write: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    try PlainTextRenderer.write(self, chunkSize: max(1, chunkSize), to: write)
  }
}
