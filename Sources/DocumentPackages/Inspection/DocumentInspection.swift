import FileWrappers

/// What format-aware `inspect` found: FileWrappers' tree report, annotated with the format,
/// the text, the attachments, the QuickLook state and the format's findings.
///
/// ```swift
/// let inspection = try DocumentInspector().inspect(path: "Trip.note")
/// inspection.format                 // "note"
/// inspection.text?.firstLine        // "Packing list"
/// inspection.quickLook?.state       // .fresh
/// print(inspection.renderText())
/// ```
public struct DocumentInspection: Sendable {
  /// The tree and its problems, with `annotations` set (`format`, `type`, `characters`,
  /// `firstLine`, `attachments`, `quickLook`, `issues`).
  public var report: InspectionReport
  /// The format whose rules applied (`.note`, `.rtfd`, `.flatRTFD`, `.rtf`, `.image`,
  /// `.genericPackage`); `nil` for an item that is not a document (a plain file or folder
  /// without a package extension).
  public var format: DocumentFormat?
  /// The document's type identifier (`com.docpkg.note`, `com.apple.rtfd`, …).
  public var typeIdentifier: String?
  /// Length and first line of the text, for formats with text.
  public var text: TextSummary?
  /// Attachments in the format's order.
  public var attachments: [AttachmentSummary]
  /// The QuickLook thumbnail, for packages.
  public var quickLook: QuickLookSummary?
  /// The findings of the format's rules (as `validate` reports them).
  public var issues: [ValidationIssue]

  /// Makes an inspection.
  public init(
    report: InspectionReport, format: DocumentFormat?, typeIdentifier: String?, text: TextSummary?,
    attachments: [AttachmentSummary], quickLook: QuickLookSummary?, issues: [ValidationIssue]
  ) {
    self.report = report
    self.format = format
    self.typeIdentifier = typeIdentifier
    self.text = text
    self.attachments = attachments
    self.quickLook = quickLook
    self.issues = issues
  }

  /// Whether any finding is an error.
  public var hasErrors: Bool { issues.contains { $0.severity == .error } }
}
