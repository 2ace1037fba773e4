import Foundation
import RichText
import TextFiles
import UniformTypes

/// Safari's web archive (`com.apple.webarchive`, `Spec/Formats/TextFiles.md`): the main
/// resource's text, and a card with the page title, its text and its largest image.
struct WebArchiveKind: FileKind {
  var format: DocumentFormat { .webArchive }
  var noun: String { "web archive" }
  /// shared-mime-info (2.2) knows no web archive, and no Linux thumbnailer reads one, so
  /// docpkg declares the type Safari's servers send and thumbnails it.
  var desktopTypes: [DesktopMIMEType] {
    [
      DesktopMIMEType(
        name: "application/x-webarchive", comment: "Safari web archive", glob: "*.webarchive")
    ]
  }
  func claims(_ type: UTType) -> Bool { type.conforms(to: .webArchive) }
  func typeIdentifier(name: String) -> String { UTType.webArchive.identifier }

  /// The archive at `path`.
  func contents(at path: String) throws(DocumentPackageError) -> WebArchive {
    try reading(path) { try WebArchive(contentsOfFile: path) }
  }

  /// FILE-1 when the archive does not read; its resource count and title as notes.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    do {
      let archive = try contents(at: url.path)
      examination.notes["resources"] = String(archive.allResources.count)
      examination.notes["mainResource"] = archive.mainResource.url
      if let title = archive.page.title { examination.notes["title"] = title }
    } catch {
      examination.add("FILE-1", .error, "", error.reason)
    }
  }

  /// The page's text; a warning when the page shows none (a page of only images or
  /// form fields), so an empty answer is never silent.
  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    let archive = try contents(at: source.path)
    let text = archive.page.text
    guard text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      return RTFReadResult(document: TextImport.plainText(text))
    }
    let size = archive.mainResource.data.count
    return RTFReadResult(
      document: TextImport.plainText(text),
      damage: [.unreadContent(detail: "the page (\(size) bytes of HTML) shows no text")])
  }

  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let card = TextThumbnail(fonts: maker.composer.fonts).render(try contents(at: source.path))
    return sized(card, by: maker, source: .composed)
  }
}

extension DocumentFormat {
  /// A Safari web archive (`com.apple.webarchive`).
  public static let webArchive = DocumentFormat(rawValue: "webarchive")
}
