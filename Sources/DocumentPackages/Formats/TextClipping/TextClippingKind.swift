import Foundation
import RichText
import TextFiles
import UniformTypes

/// Finder clippings (`.textClipping`, `.pictClipping`, `.clipping`;
/// `Spec/Formats/TextFiles.md`): the plain-text flavour first (UTF-8, then UTF-16, then
/// RTF); a picture clipping's image flavour as thumbnail.
struct TextClippingKind: FileKind {
  /// Extensions claimed when the type table knows no identifier for them.
  static let extensions: Set<String> = ["textclipping", "pictclipping", "clipping"]

  var format: DocumentFormat { .clipping }
  var noun: String { "clipping" }
  /// Finder clippings, which shared-mime-info (2.2) does not know and no Linux thumbnailer
  /// reads: docpkg declares them and thumbnails them.
  var desktopTypes: [DesktopMIMEType] {
    [
      DesktopMIMEType(
        name: "application/x-apple-textclipping", comment: "Text clipping (Finder)",
        glob: "*.textClipping"),
      DesktopMIMEType(
        name: "application/x-apple-pictclipping", comment: "Picture clipping (Finder)",
        glob: "*.pictClipping"),
    ]
  }
  func claims(_ type: UTType) -> Bool {
    if let clipping = UTType("com.apple.finder.clipping"), type.conforms(to: clipping) {
      return true
    }
    return type.preferredFilenameExtension.map { Self.extensions.contains($0.lowercased()) }
      ?? false
  }
  func typeIdentifier(name: String) -> String {
    UTType(filenameExtension: (name as NSString).pathExtension)?.identifier
      ?? "com.apple.finder.clipping"
  }

  /// The clipping at `path`.
  func contents(at path: String) throws(DocumentPackageError) -> TextClipping {
    try reading(path) { try TextClipping(contentsOfFile: path) }
  }

  /// FILE-1 when the clipping does not read; its flavours as a note.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    do {
      let clipping = try contents(at: url.path)
      examination.notes["flavors"] = clipping.flavorTypes.joined(separator: ", ")
    } catch {
      examination.add("FILE-1", .error, "", error.reason)
    }
  }

  /// The text flavour; an error for a clipping that holds only pictures.
  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    guard let text = try contents(at: source.path).text else { return nil }
    return RTFReadResult(document: TextImport.plainText(text))
  }

  /// The first image flavour that decodes, else a page of the text.
  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let clipping = try contents(at: source.path)
    for flavor in clipping.images {
      if let image = try? maker.thumbnailer.thumbnail(data: flavor.data) {
        return DocumentThumbnailer.Result(image: image, source: .picture, warnings: [])
      }
    }
    let page = TextThumbnail(fonts: maker.composer.fonts).render(
      TextPageLayout(text: clipping.text ?? "", kind: .plain))
    return sized(page, by: maker, source: .composed)
  }
}

extension DocumentFormat {
  /// A Finder clipping (`com.apple.finder.clipping`).
  public static let clipping = DocumentFormat(rawValue: "clipping")
}
