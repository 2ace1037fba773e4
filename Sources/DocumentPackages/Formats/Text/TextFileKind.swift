import Foundation
import RichText
import TextFiles
import UniformTypes

/// The plain-text family (`Spec/Formats/TextFiles.md`): prose, Markdown, CSV/TSV, JSON,
/// XML, source code, `.strings`, property lists (binary ones shown as XML text), logs. The
/// encoding is detected as QuickLook does and reported by `inspect`.
struct TextFileKind: FileKind {
  var format: DocumentFormat { .text }
  func claims(_ type: UTType) -> Bool {
    if type.conforms(to: .text) || type.conforms(to: .propertyList) { return true }
    return type.preferredFilenameExtension.flatMap(TextKind.init(filenameExtension:)) != nil
  }
  func typeIdentifier(name: String) -> String {
    UTType(filenameExtension: (name as NSString).pathExtension)?.identifier
      ?? UTType.plainText.identifier
  }

  /// The document at `path`.
  func contents(at path: String) throws(DocumentPackageError) -> TextDocument {
    try reading(path) { try TextDocument(contentsOfFile: path) }
  }

  /// FILE-1 when the file cannot be read as text; the encoding (or "binary property list")
  /// as an `encoding` note.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    do {
      let document = try contents(at: url.path)
      examination.notes["encoding"] =
        document.detection.map { "\($0.encoding)" } ?? "binary property list"
      examination.notes["textKind"] = "\(document.kind)"
    } catch {
      examination.add("FILE-1", .error, "", error.reason)
    }
  }

  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    RTFReadResult(document: TextImport.plainText(try contents(at: source.path).text))
  }

  /// A page of the text: its first lines, monospaced for code and data, Markdown headings
  /// bold.
  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let document = try contents(at: source.path)
    let page = TextThumbnail(fonts: maker.composer.fonts).render(
      TextPageLayout(text: document.text, kind: document.kind))
    return sized(page, by: maker, source: .composed)
  }
}

extension DocumentFormat {
  /// A text file (`public.text`, property lists).
  public static let text = DocumentFormat(rawValue: "text")
}
