import FileWrappers

/// Everything one look at a document found: the format, the findings of its rules, and the
/// facts `inspect` and `list` show. `validate` keeps the findings, `inspect` keeps all.
struct Examination {
  /// The format the rules came from.
  var format: DocumentFormat
  /// The document's type identifier.
  var typeIdentifier: String
  /// The findings.
  var issues: [ValidationIssue] = []
  /// The text, when the format has one and it was read.
  var text: TextSummary?
  /// Attachments in the format's order.
  var attachments: [AttachmentSummary] = []
  /// The QuickLook thumbnail state.
  var quickLook: QuickLookSummary?
  /// The package as read (nil when the path is not a package).
  var wrapper: FileWrapper?
  /// For a package read inside a zip: the package's name and its folder in the archive
  /// (`""` when at the root).
  var zipped: (packageName: String, folder: String)?
  /// Facts a kind found that `inspect` shows as annotations (a text file's encoding, a PDF's
  /// page count).
  var notes: [String: String] = [:]

  /// Records a finding.
  mutating func add(
    _ rule: String, _ severity: ValidationIssue.Severity, _ path: String, _ message: String
  ) {
    issues.append(ValidationIssue(rule: rule, severity: severity, path: path, message: message))
  }
}

/// How much an examination reads.
enum ExaminationDepth: Sendable {
  /// Names, sizes, dates, the QuickLook chunk and the fingerprint inputs (for `list`).
  case summary
  /// Also parse the text, decode thumbnails and photos, and sniff attachments (for
  /// `validate` and `inspect`).
  case thorough
}
