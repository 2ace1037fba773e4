import Foundation
import UniformTypes

/// How `validate`, `inspect` and `list` pick a document's rules: by the type its name
/// declares (a plain file named `Trip.note` is still checked against Note.md, and fails
/// NOTE-1), and which rule of the format covers each finding of the generic tree walk.
extension DocumentFormat {
  /// The package format the extension of `name` declares, or `nil` when it names no package
  /// type (dynamic types never count).
  static func declared(byName name: String) -> DocumentFormat? {
    if let format = packageType(ofExtensionOf: name, registry: .shared).flatMap(
      packageFormat(for:))
    {
      return format
    }
    return bundleType(ofExtensionOf: name).flatMap(DocumentKinds.bundleKind(claiming:))?.format
  }

  /// The bundle type (not a package type: `com.apple.framework`) the extension of `name`
  /// declares, if any.
  static func bundleType(ofExtensionOf name: String) -> UTType? {
    let pathExtension = (name as NSString).pathExtension
    guard !pathExtension.isEmpty else { return nil }
    return UTTypeRegistry.shared.declaredTypes(
      tag: pathExtension.lowercased(), tagClass: .filenameExtension, conformingTo: .bundle
    ).first
  }

  /// The format whose rules apply to the item called `name`: its declared package format,
  /// or the generic package rules.
  static func rulesFormat(forName name: String) -> DocumentFormat {
    declared(byName: name) ?? .genericPackage
  }

  /// The kind that answers for this format.
  var kind: any DocumentKind { DocumentKinds.kind(for: self) }

  /// The type identifier of a document of this format named `name`.
  func typeIdentifier(name: String) -> String {
    self == .zip ? UTType.zip.identifier : kind.typeIdentifier(name: name)
  }

  /// The rule for "the path is not a folder".
  var notAFolderRule: String { kind.treeRules.notAFolder }

  /// The rule for symbolic links resolving outside the package (an error).
  var linkOutsideRule: String { kind.treeRules.linkOutside }

  /// The rule for symbolic links that stay inside (a warning).
  var linkInsideRule: String { kind.treeRules.linkInside }

  /// The rule for exceeding FileWrappers' reading limits (an error).
  var limitsRule: String { kind.treeRules.limits }

  /// The rule and severity for a FIFO, socket or device at `path` (skipped by the reader).
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    kind.specialFileRule(at: path)
  }

  /// The rule and severity for a name that is not UTF-8 at `path`.
  func nonUTF8NameRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    kind.nonUTF8NameRule(at: path)
  }
}
