import FileWrappers
import Foundation
import Imaging

/// What the regular-file kinds share: no package tree, and the generic rule identifiers for
/// the tree walk that never runs on them.
protocol FileKind: DocumentKind {}

extension FileKind {
  var isPackage: Bool { false }
  var treeRules: TreeRules {
    TreeRules(notAFolder: "FILE-1", linkOutside: "GEN-2", linkInside: "GEN-3", limits: "GEN-7")
  }
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    ("GEN-4", .error)
  }
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
  }

  /// `decode()`, its error as the bad data of the file at `path` (a reader's own message).
  func reading<Value>(_ path: String, _ decode: () throws -> Value) throws(DocumentPackageError)
    -> Value
  {
    do {
      return try decode()
    } catch {
      throw DocumentPackageError(
        path: path, cause: .underlying(reason: "\(error)", category: .badData))
    }
  }

  /// `image` at the thumbnailer's size, as a result from `source`.
  func sized(_ image: Image, by maker: DocumentThumbnailer, source: DocumentThumbnailer.Source)
    -> DocumentThumbnailer.Result
  {
    DocumentThumbnailer.Result(
      image: maker.thumbnailer.thumbnail(of: image), source: source, warnings: [])
  }
}
