/// What inspecting one path found: its tree and its problems. `DocumentPackages` extends a
/// report with format knowledge through `annotations`.
///
/// ```swift
/// let report = try PackageInspector().inspect(path: "Trip.note")
/// print(report.renderText())
/// ```
public struct InspectionReport: Sendable {
  /// The path as given.
  public var path: String
  /// The tree, rooted at the inspected item.
  public var root: InspectionEntry
  /// Problems found (links leaving the package, odd names, unreadable parts, leftovers).
  public var problems: [PackageProblem]
  /// Number of items in the tree, the root included.
  public var entryCount: Int
  /// Total bytes of all regular files in the tree.
  public var totalSize: Int64
  /// Extra facts added by higher layers (e.g. `"format": "note"`), printed with the report
  /// and under `annotations` in JSON.
  public var annotations: [String: String]

  /// Creates a report.
  public init(
    path: String, root: InspectionEntry, problems: [PackageProblem], entryCount: Int,
    totalSize: Int64, annotations: [String: String] = [:]
  ) {
    self.path = path
    self.root = root
    self.problems = problems
    self.entryCount = entryCount
    self.totalSize = totalSize
    self.annotations = annotations
  }

  /// Whether part of the item could not be read (exit 65 in the CLI).
  public var hasFatalProblems: Bool { problems.contains { $0.isFatal } }
}
