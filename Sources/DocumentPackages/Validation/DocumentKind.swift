import Foundation
import UniformTypes

/// The document format a path is checked against, chosen from its extension's type (most
/// specific first, Spec/Formats/GenericPackage.md): note, RTFD, PhotoKeeper, or any other
/// package.
enum DocumentKind: String, Sendable, CaseIterable {
  case note
  case rtfd
  case photoKeeper = "ptk"
  case package

  /// The kind for a file named `name`, or `nil` when its extension names no package type.
  static func detect(name: String) -> DocumentKind? {
    let pathExtension = (name as NSString).pathExtension
    guard !pathExtension.isEmpty,
      let type = UTType(filenameExtension: pathExtension, conformingTo: .package),
      !type.isDynamic
    else { return nil }
    if type.conforms(to: .note) { return .note }
    if type.conforms(to: .rtfd) { return .rtfd }
    if type.conforms(to: .photoKeeperDocument) { return .photoKeeper }
    if type.conforms(to: .package) { return .package }
    return nil
  }

  /// The type identifier of a document of this kind named `name`.
  static func typeIdentifier(for kind: DocumentKind, name: String) -> String {
    switch kind {
    case .note: return UTType.note.identifier
    case .rtfd: return UTType.rtfd.identifier
    case .photoKeeper: return UTType.photoKeeperDocument.identifier
    case .package:
      let pathExtension = (name as NSString).pathExtension
      if !pathExtension.isEmpty,
        let type = UTType(filenameExtension: pathExtension, conformingTo: .package),
        !type.isDynamic
      {
        return type.identifier
      }
      return UTType.folder.identifier
    }
  }

  /// The rule for "the path is not a folder".
  var notAFolderRule: String {
    switch self {
    case .note: return "NOTE-1"
    case .rtfd: return "RTFD-1"
    case .photoKeeper: return "PTK-1"
    case .package: return "GEN-1"
    }
  }

  /// The rule for symbolic links resolving outside the package (an error).
  var linkOutsideRule: String {
    switch self {
    case .note: return "NOTE-6"
    case .rtfd: return "RTFD-7"
    case .photoKeeper: return "PTK-8"
    case .package: return "GEN-2"
    }
  }

  /// The rule for symbolic links that stay inside (a warning).
  var linkInsideRule: String {
    switch self {
    case .note: return "NOTE-7"
    case .rtfd: return "RTFD-8"
    case .photoKeeper: return "PTK-8"
    case .package: return "GEN-3"
    }
  }

  /// The rule for exceeding FileWrappers' reading limits (an error).
  var limitsRule: String {
    switch self {
    case .note: return "NOTE-16"
    case .rtfd: return "RTFD-11"
    case .photoKeeper, .package: return "GEN-7"
    }
  }

  /// The rule and severity for a FIFO, socket or device at `path` (skipped by the reader).
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    switch self {
    case .note:
      return path.hasPrefix("Attachments/") ? ("NOTE-5", .error) : ("NOTE-15", .warning)
    case .rtfd: return ("RTFD-9", .error)
    case .photoKeeper: return ("PTK-7", .warning)
    case .package: return ("GEN-4", .error)
    }
  }

  /// The rule and severity for a name that is not UTF-8 at `path`.
  func nonUTF8NameRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    if self == .note && path.hasPrefix("Attachments/") { return ("NOTE-8", .error) }
    return ("GEN-5", .warning)
  }
}
