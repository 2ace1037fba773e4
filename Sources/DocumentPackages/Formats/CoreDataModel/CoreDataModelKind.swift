import CoreData
import FileWrappers
import Foundation
import RichText
import TextFiles
import UniformTypes

/// Core Data models as folders (`Spec/Formats/CoreData.md`): source bundles (`.xcdatamodeld`,
/// the version `.xccurrentversion` names), single source versions (`.xcdatamodel`) and
/// compiled bundles (`.momd`, the version `VersionInfo.plist` names). `inspect` outlines the
/// current version's entities; `validate` reports a model that does not load (CDM-1: malformed
/// XML or archive, a dangling relationship or inverse); the thumbnail and `text` are that
/// outline.
struct CoreDataModelKind: DocumentKind {
  var format: DocumentFormat { .coreDataModel }
  var noun: String { "Core Data model" }

  /// The model bundle types this kind answers for.
  static let claimedTypes = [
    "com.apple.xcode.model.data-model-bundle", "com.apple.xcode.model.data-model",
    "com.apple.xcode.momd",
  ].compactMap { UTType($0) }

  func claims(_ type: UTType) -> Bool { Self.claimedTypes.contains { type.conforms(to: $0) } }
  func typeIdentifier(name: String) -> String {
    DocumentFormat.packageType(ofExtensionOf: name, registry: .shared)?.identifier
      ?? UTType.package.identifier
  }
  var treeRules: TreeRules {
    TreeRules(notAFolder: "GEN-1", linkOutside: "GEN-2", linkInside: "GEN-3", limits: "GEN-7")
  }
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    ("GEN-4", .error)
  }

  /// CDM-1 when the current version does not load; its outline as notes otherwise.
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
    switch CoreDataModelOutline.outline(of: wrapper) {
    case .success(let outline):
      examination.notes.merge(outline.notes) { $1 }
      if outline.versionCount > 1 {
        examination.notes.merge(
          CoreDataModelOutline.otherVersionHashes(of: wrapper, current: outline.version)
        ) { $1 }
      }
    case .failure(let problem):
      examination.add("CDM-1", .error, problem.member, problem.reason)
    }
  }

  /// The outline: one line per entity with its properties.
  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    try outline(of: source).text
  }

  /// A text page of the entity names.
  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    maker.textPage(["Core Data model"] + (try outline(of: source).entityNames))
  }

  private func outline(of source: DocumentSource) throws(DocumentPackageError)
    -> CoreDataModelOutline
  {
    switch CoreDataModelOutline.outline(of: try source.folder().root) {
    case .success(let outline): return outline
    case .failure(let problem):
      throw DocumentPackageError(
        path: source.path + (problem.member.isEmpty ? "" : "/" + problem.member),
        cause: .underlying(reason: problem.reason, category: .badData))
    }
  }
}

extension DocumentFormat {
  /// A Core Data model bundle (`.xcdatamodeld`, `.xcdatamodel`, `.momd`).
  public static let coreDataModel = DocumentFormat(rawValue: "coredata-model")
}
