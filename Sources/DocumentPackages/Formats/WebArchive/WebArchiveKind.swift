import Foundation
import RichText
import TextFiles
import UniformTypes

/// Safari's web archive (`com.apple.webarchive`, `Spec/Formats/TextFiles.md`): the main
/// resource's text, and a card with the page title, its text and its largest image.
struct WebArchiveKind: FileKind {
  var format: DocumentFormat { .webArchive }
  var noun: String { "web archive" }
  func claims(_ type: UTType) -> Bool { type.conforms(to: .webArchive) }
  func typeIdentifier(name: String) -> String { UTType.webArchive.identifier }

  /// The archive at `path`.
  static func read(_ path: String) throws(DocumentPackageError) -> WebArchive {
    do {
      return try WebArchive(contentsOfFile: path)
    } catch {
      throw DocumentPackageError(
        path: path, cause: .underlying(reason: "\(error)", category: .badData))
    }
  }

  /// FILE-1 when the archive does not read; its resource count and title as notes.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    do {
      let archive = try Self.read(url.path)
      examination.notes["resources"] = String(archive.allResources.count)
      examination.notes["mainResource"] = archive.mainResource.url
      if let title = archive.page.title { examination.notes["title"] = title }
    } catch {
      examination.add("FILE-1", .error, "", error.reason)
    }
  }

  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    RTFReadResult(document: TextImport.plainText(try Self.read(source.path).page.text))
  }

  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let card = TextThumbnail(fonts: maker.composer.fonts).render(try Self.read(source.path))
    return sized(card, by: maker, source: .composed)
  }
}

extension DocumentFormat {
  /// A Safari web archive (`com.apple.webarchive`).
  public static let webArchive = DocumentFormat(rawValue: "webarchive")
}
