import CoreData
import Foundation
import RichText
import TextFiles
import UniformTypes

/// A single compiled Core Data model (`.mom`, a keyed archive; `Spec/Formats/CoreData.md`,
/// "Models in the commands"), the file a `.momd` holds one of per version and older apps
/// ship alone. `inspect`, `text` and the thumbnail are the model's outline, as for a bundle;
/// `validate` reports a model that does not load (CDM-1).
struct CompiledModelFileKind: FileKind {
  var format: DocumentFormat { .compiledCoreDataModel }
  var noun: String { "compiled Core Data model" }
  /// Xcode's type for the file.
  static let type = UTType("com.apple.xcode.mom") ?? .data
  func claims(_ type: UTType) -> Bool { type.conforms(to: Self.type) }
  func typeIdentifier(name: String) -> String { Self.type.identifier }

  /// CDM-1 when the archive does not load; the outline as notes otherwise.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    switch Self.outline(at: url) {
    case .success(let outline): examination.notes.merge(outline.notes) { $1 }
    case .failure(let problem): examination.add("CDM-1", .error, "", problem.reason)
    }
  }

  /// One line per entity with its properties.
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
    switch Self.outline(at: URL(fileURLWithPath: source.path)) {
    case .success(let outline): return outline
    case .failure(let problem):
      throw DocumentPackageError(
        path: source.path, cause: .underlying(reason: problem.reason, category: .badData))
    }
  }

  /// The model in the file at `url` (read within the model reader's size bound).
  static func outline(at url: URL) -> Result<CoreDataModelOutline, CoreDataModelOutline.Problem> {
    do {
      let model = try NSManagedObjectModel.load(contentsOf: url)
      return .success(CoreDataModelOutline(version: "", versionCount: 1, model: model))
    } catch {
      return .failure(CoreDataModelOutline.Problem(member: "", reason: "\(error)"))
    }
  }
}

extension DocumentFormat {
  /// A single compiled Core Data model file (`.mom`).
  public static let compiledCoreDataModel = DocumentFormat(rawValue: "coredata-mom")
}
