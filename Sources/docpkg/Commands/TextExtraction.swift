import DocumentPackages
import RichText

/// One input's text in one of `text`'s output formats, as bytes, with the damage its
/// reader recovered from; shared by `text` on stdout and `text --output-dir`.
struct TextExtraction: Sendable {
  /// The output format.
  let format: TextCommand.Format
  /// `--pages`: only these pages of a PDF.
  let pages: ClosedRange<Int>?

  /// Whether `path` is a plain-text export of an RTF file, which needs no model: the reader
  /// makes the text straight from the bytes.
  func streamsPlainRTF(path: String) -> Bool {
    pages == nil && format == .plain && DocumentText.namesRTFFile(path: path)
  }

  /// The text of `path` and the reader's warnings (without the path).
  /// - Throws: the reader's error; `CLIError.usage` for `--pages` on a file that is not a
  ///   PDF.
  func text(of path: String) throws -> (bytes: [UInt8], warnings: [String]) {
    if streamsPlainRTF(path: path) {
      let sink = ByteSink()
      let damage = try RTFReader().streamPlainText(contentsOfFile: path) {
        sink.bytes.append(contentsOf: $0)
      }
      return (sink.bytes, damage.map { "\($0)" })
    }
    let result: RTFReadResult
    if let pages {
      let kind = try DocumentFormat.detect(path: path)
      guard kind == .pdf else {
        throw CLIError.usage(
          "\(path): --pages chooses pages of a PDF; this is a \(kind) document, not a PDF")
      }
      result = try DocumentText.read(pdfAt: path, pages: pages)
    } else {
      result = try DocumentText.read(path: path)
    }
    return (bytes(of: result.document), result.damage.map { "\($0)" })
  }

  private func bytes(of document: AttributedDocument) -> [UInt8] {
    switch format {
    case .plain: Array(document.exported(as: .plainText).utf8)
    case .markdown: Array(document.exported(as: .markdown).utf8)
    case .html: Array(document.exported(as: .html).utf8)
    case .rtf: RTFWriter().write(document)
    }
  }
}

/// The bytes a streaming reader hands over, collected.
private final class ByteSink {
  var bytes: [UInt8] = []
}
