import FileWrappers
import Foundation

/// Format-aware inspection: FileWrappers' `PackageInspector` tree plus what the document's
/// format says — type, text summary, attachments with their types and sizes, QuickLook
/// state and the format's findings.
///
/// Items that are not documents (a plain folder, a file without a package extension) get
/// the plain tree report, unannotated.
///
/// ```swift
/// let inspection = try DocumentInspector().inspect(path: "Credits.rtfd")
/// inspection.attachments.map(\.name)     // ["dot.gif", …]
/// ```
public struct DocumentInspector: Sendable {
  /// Bounds on the walk and the read.
  public var limits: ReadingLimits

  /// An inspector with `limits`.
  public init(limits: ReadingLimits = .default) {
    self.limits = limits
  }

  /// Inspects the item at `path`.
  /// - Throws: `FileWrapperError` when the item is missing, cannot be opened or exceeds the
  ///   limits (as `PackageInspector` does).
  public func inspect(path: String) throws -> DocumentInspection {
    var report = try PackageInspector(limits: limits).inspect(path: path)
    let url = URL(fileURLWithPath: path)
    let isZip = report.root.kind == .regularFile && DocumentExaminer.isZip(at: url)
    let isKnownFile =
      report.root.kind == .regularFile
      && DocumentExaminer.fileType(atPath: path).flatMap(DocumentKinds.fileKind(claiming:))
        != nil
    let isKnownByContents =
      report.root.kind == .directory && DocumentExaminer.packageFormat(byContentsAt: path) != nil
    guard
      isZip || isKnownFile || isKnownByContents
        || DocumentFormat.declared(byName: url.lastPathComponent) != nil
    else {
      return DocumentInspection(
        report: report, format: nil, typeIdentifier: nil, text: nil, attachments: [],
        quickLook: nil, issues: [])
    }
    let examination = try DocumentExaminer(limits: limits, depth: .thorough).examine(
      url: url, displayPath: path)
    let sorted = ValidationReport(
      path: path, format: examination.format.rawValue, issues: examination.issues
    ).issues
    if isZip { report = Self.zippedReport(report, examination: examination) }
    var annotations = report.annotations
    annotations.merge(Self.packageAnnotations(examination, name: url.lastPathComponent)) { $1 }
    annotations["format"] = examination.format.rawValue
    annotations["type"] = examination.typeIdentifier
    annotations.merge(examination.notes) { $1 }
    if let text = examination.text ?? Self.iWorkText(examination, name: url.lastPathComponent) {
      annotations["characters"] = String(text.characterCount)
      annotations["firstLine"] = text.firstLine
    }
    if examination.wrapper != nil {
      annotations["attachments"] = String(examination.attachments.count)
    }
    if let quickLook = examination.quickLook {
      annotations["quickLook"] = quickLook.state.rawValue
    }
    let errors = sorted.filter { $0.severity == .error }.count
    let warnings = sorted.count - errors
    annotations["issues"] =
      "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    report.annotations = annotations
    return DocumentInspection(
      report: report, format: examination.format,
      typeIdentifier: examination.typeIdentifier, text: examination.text,
      attachments: examination.attachments, quickLook: examination.quickLook, issues: sorted)
  }
}
