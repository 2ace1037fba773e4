import Foundation
import UniformTypes

/// How `validate`, `inspect` and `list` pick a document's rules: by the type its name
/// declares (a plain file named `Trip.note` is still checked against Note.md, and fails
/// NOTE-1), and which rule of the format covers each finding of the generic tree walk.
extension DocumentFormat {
  /// The package format the extension of `name` declares, or `nil` when it names no package
  /// type (dynamic types never count).
  static func declared(byName name: String) -> DocumentFormat? {
    packageType(ofExtensionOf: name, registry: .shared).flatMap(packageFormat(for:))
  }

  /// The format whose rules apply to the item called `name`: its declared package format,
  /// or the generic package rules.
  static func rulesFormat(forName name: String) -> DocumentFormat {
    declared(byName: name) ?? .genericPackage
  }

  /// The type identifier of a package of this format named `name`.
  func typeIdentifier(name: String) -> String {
    switch self {
    case .note: return UTType.note.identifier
    case .rtfd: return UTType.rtfd.identifier
    case .flatRTFD: return UTType.flatRTFD.identifier
    case .photoKeeper: return UTType.photoKeeperDocument.identifier
    case .zip: return UTType.zip.identifier
    case .genericPackage:
      return Self.packageType(ofExtensionOf: name, registry: .shared)?.identifier
        ?? UTType.folder.identifier
    }
  }

  /// The rules of this format that cover the findings of the generic tree walk.
  private var treeRules:
    (notAFolder: String, linkOutside: String, linkInside: String, limits: String)
  {
    switch self {
    case .note: return ("NOTE-1", "NOTE-6", "NOTE-7", "NOTE-16")
    case .rtfd, .flatRTFD: return ("RTFD-1", "RTFD-7", "RTFD-8", "RTFD-11")
    case .photoKeeper: return ("PTK-1", "PTK-8", "PTK-8", "GEN-7")
    case .genericPackage, .zip: return ("GEN-1", "GEN-2", "GEN-3", "GEN-7")
    }
  }

  /// The rule for "the path is not a folder".
  var notAFolderRule: String { treeRules.notAFolder }

  /// The rule for symbolic links resolving outside the package (an error).
  var linkOutsideRule: String { treeRules.linkOutside }

  /// The rule for symbolic links that stay inside (a warning).
  var linkInsideRule: String { treeRules.linkInside }

  /// The rule for exceeding FileWrappers' reading limits (an error).
  var limitsRule: String { treeRules.limits }

  /// The rule and severity for a FIFO, socket or device at `path` (skipped by the reader).
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    switch self {
    case .note:
      return path.hasPrefix("Attachments/") ? ("NOTE-5", .error) : ("NOTE-15", .warning)
    case .rtfd, .flatRTFD: return ("RTFD-9", .error)
    case .photoKeeper: return ("PTK-7", .warning)
    case .genericPackage, .zip: return ("GEN-4", .error)
    }
  }

  /// The rule and severity for a name that is not UTF-8 at `path`.
  func nonUTF8NameRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    if self == .note && path.hasPrefix("Attachments/") { return ("NOTE-8", .error) }
    return ("GEN-5", .warning)
  }
}
