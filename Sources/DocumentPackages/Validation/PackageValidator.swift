import FileWrappers
import Foundation

/// Checks a document against its format's rules (Spec/Formats: NOTE-1…16, RTFD-1…11,
/// PTK-1…8, GEN-1…7) and reports every finding with its rule id.
///
/// The package is read lazily and symbolic links are never followed: links are resolved in
/// memory and reported when they leave the package. Text is parsed with RichText,
/// thumbnails are checked chunk by chunk (`PNGSummary`) and decoded (Imaging), attachments
/// are sniffed and compared with their extensions, keyed archives are decoded.
///
/// ```swift
/// let report = try PackageValidator().validate(url: URL(fileURLWithPath: "Trip.note"))
/// report.isValid            // false when any finding is an error
/// for issue in report.issues { print(issue) }   // error NOTE-2 Text.rtf: missing
/// ```
public struct PackageValidator: Sendable {
  /// Bounds on reading untrusted packages (exceeding them is an error finding).
  public var limits: ReadingLimits

  /// A validator with `limits`.
  public init(limits: ReadingLimits = .default) {
    self.limits = limits
  }

  /// Validates the document at `url`: a package folder, or a file (which fails rule 1 of
  /// its format unless it is flat RTFD data named `.rtfd`).
  ///
  /// The format comes from the extension's type: `.note` → Note.md, `.rtfd` → RTFD.md
  /// (a file holding flat RTFD data → RTFD.md as `flat-rtfd`), each other kind → its own spec,
  /// anything else → GenericPackage.md. The report's `format` is the `DocumentFormat`'s raw
  /// value (`note`, `rtfd`, `flat-rtfd`, `package`, …).
  /// - Throws: `FileWrapperError.noSuchFile` when nothing exists at `url`,
  ///   `.systemCallFailed` when it cannot be opened at all.
  public func validate(url: URL) throws -> ValidationReport {
    try validate(url: url, displayPath: url.path)
  }

  /// Validates the document at `path` (relative to the current folder or absolute); the
  /// report and errors name it as given.
  /// - Throws: as ``validate(url:)``.
  public func validate(path: String) throws -> ValidationReport {
    try validate(url: URL(fileURLWithPath: path), displayPath: path)
  }

  private func validate(url: URL, displayPath: String) throws -> ValidationReport {
    let examination = try DocumentExaminer(limits: limits, depth: .thorough).examine(
      url: url, displayPath: displayPath)
    return ValidationReport(
      path: displayPath, format: examination.format.rawValue, issues: examination.issues)
  }

  /// Validates a package held in memory (for example one made with
  /// `FileWrapper(serializedRepresentation:)`) as the format its `name` says.
  public func validate(_ wrapper: FileWrapper, name: String) -> ValidationReport {
    let kind = DocumentFormat.rulesFormat(forName: name)
    var examination = Examination(format: kind, typeIdentifier: kind.typeIdentifier(name: name))
    DocumentExaminer(limits: limits, depth: .thorough).examine(wrapper, into: &examination)
    return ValidationReport(path: name, format: kind.rawValue, issues: examination.issues)
  }
}
