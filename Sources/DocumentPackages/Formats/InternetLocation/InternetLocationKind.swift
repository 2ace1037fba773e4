import Foundation
import RichText
import TextFiles
import UniformTypes

/// Links saved by the Finder and browsers: `.webloc`, `.inetloc`, `.fileloc` (XML or binary
/// property lists, or the old resource-fork form beside an AppleDouble `._` file) and
/// Windows `.url` shortcuts (`Spec/Formats/TextFiles.md`). The text is the URL; the
/// thumbnail a link card with the host.
struct InternetLocationKind: FileKind {
  /// Extensions claimed when the type table knows no identifier for them.
  static let extensions: Set<String> = ["webloc", "inetloc", "fileloc", "url"]

  var format: DocumentFormat { .internetLocation }
  var noun: String { "link" }
  /// Apple's link files, which shared-mime-info (2.2) does not know and no Linux thumbnailer
  /// reads: docpkg declares them and thumbnails them.
  var desktopTypes: [DesktopMIMEType] {
    [
      DesktopMIMEType(
        name: "application/x-apple-webloc", comment: "Web link (Safari)", glob: "*.webloc"),
      DesktopMIMEType(
        name: "application/x-apple-inetloc", comment: "Internet link (Finder)", glob: "*.inetloc"),
      DesktopMIMEType(
        name: "application/x-apple-fileloc", comment: "File link (Finder)", glob: "*.fileloc"),
    ]
  }
  func claims(_ type: UTType) -> Bool {
    if let location = UTType("com.apple.internet-location"), type.conforms(to: location) {
      return true
    }
    return type.preferredFilenameExtension.map { Self.extensions.contains($0.lowercased()) }
      ?? false
  }
  func typeIdentifier(name: String) -> String {
    UTType(filenameExtension: (name as NSString).pathExtension)?.identifier
      ?? "com.apple.internet-location"
  }

  /// The link at `path`.
  func contents(at path: String) throws(DocumentPackageError) -> InternetLocation {
    try reading(path) { try InternetLocation(contentsOfFile: path) }
  }

  /// FILE-1 when no URL is found; the URL as a note.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    do {
      examination.notes["url"] = try contents(at: url.path).url
    } catch {
      examination.add("FILE-1", .error, "", error.reason)
    }
  }

  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    RTFReadResult(document: TextImport.plainText(try contents(at: source.path).url))
  }

  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let card = TextThumbnail(fonts: maker.composer.fonts).render(try contents(at: source.path))
    return sized(card, by: maker, source: .composed)
  }
}

extension DocumentFormat {
  /// A saved link (`.webloc`, `.inetloc`, `.fileloc`, `.url`).
  public static let internetLocation = DocumentFormat(rawValue: "link")
}
