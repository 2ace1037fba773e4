import FileWrappers
import Foundation
import RichText
import UniformTypes

/// Any other package (`Spec/Formats/GenericPackage.md`), iWork documents among them: its
/// preview picture as thumbnail, an iWork document's text.
struct GenericPackageKind: DocumentKind {
  var format: DocumentFormat { .genericPackage }
  func claims(_ type: UTType) -> Bool { type.conforms(to: .package) }
  func typeIdentifier(name: String) -> String {
    DocumentFormat.packageType(ofExtensionOf: name, registry: .shared)?.identifier
      ?? UTType.folder.identifier
  }
  var treeRules: TreeRules {
    TreeRules(notAFolder: "GEN-1", linkOutside: "GEN-2", linkInside: "GEN-3", limits: "GEN-7")
  }
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    ("GEN-4", .error)
  }
  /// iWork's single-file documents as shared-mime-info names them (with the aliases older
  /// databases and senders use); no desktop ships a thumbnailer for them.
  var desktopThumbnailedTypes: [String] {
    [
      "application/vnd.apple.pages", "application/vnd.apple.keynote",
      "application/vnd.apple.numbers", "application/x-iwork-pages-sffpages",
      "application/x-iwork-keynote-sffkey", "application/x-iwork-numbers-sffnumbers",
    ]
  }
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
    GenericPackageRules.check(wrapper, depth: depth, into: &examination)
  }

  /// The package of `source`, named after the package itself (inside a zip too).
  func package(_ source: DocumentSource) throws(DocumentPackageError) -> GenericPackage {
    GenericPackage(folder: try source.folder(), name: source.name)
  }

  /// An iWork document's paragraphs; `nil` for any other package.
  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    let package = try package(source)
    guard let document = package.iWork else { return nil }
    let text: (paragraphs: [String], warnings: [String])
    do {
      text = try document.text()
    } catch {
      throw DocumentPackageError(
        path: package.path,
        cause: .underlying(reason: "\(document.application) document: \(error)", category: .badData)
      )
    }
    return RTFReadResult(
      document: AttributedDocument(
        paragraphs: text.paragraphs.map { Paragraph(runs: [TextRun(text: $0)]) }),
      damage: text.warnings.map { RTFDamage.unreadContent(detail: $0) })
  }

  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    maker.genericThumbnail(try package(source), path: source.path, name: source.name)
  }
}
