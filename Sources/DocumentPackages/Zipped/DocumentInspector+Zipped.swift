import FileWrappers
import Foundation
import IWork

extension DocumentInspector {
  /// The tree of the package inside a zip (read in place) in place of the zip file's own
  /// one-item tree; the zip's problems are kept.
  static func zippedReport(_ report: InspectionReport, examination: Examination)
    -> InspectionReport
  {
    guard let wrapper = examination.wrapper else { return report }
    let root = PackageInspector.entry(
      for: wrapper, name: examination.zipped?.packageName ?? report.root.name)
    var count = 0
    var total: Int64 = 0
    tally(root, count: &count, total: &total)
    return InspectionReport(
      path: report.path, root: root, problems: report.problems, entryCount: count,
      totalSize: total, annotations: report.annotations)
  }

  private static func tally(_ entry: InspectionEntry, count: inout Int, total: inout Int64) {
    count += 1
    if entry.kind == .regularFile { total += entry.size }
    for child in entry.children { tally(child, count: &count, total: &total) }
  }

  /// Annotations for zipped and iWork packages: `archive` (`zip`), `packageInArchive`,
  /// and an iWork document's `application`, `generation`, `savedBy`, its slide or sheet
  /// count when cheap (`IWorkDocument.metadata()`), and the objects its text leaves unread
  /// (`unread`, from `IWorkDocument.unreadObjects()`).
  static func packageAnnotations(_ examination: Examination, name: String) -> [String: String] {
    var annotations: [String: String] = [:]
    var packageName = name
    if let zipped = examination.zipped {
      annotations["archive"] = "zip"
      annotations["packageInArchive"] = zipped.folder.isEmpty ? "." : zipped.folder
      packageName = zipped.packageName
    }
    if let wrapper = examination.wrapper,
      let document = IWorkDocument(root: wrapper, name: packageName)
    {
      annotations.merge(document.metadata()) { $1 }
      // What the text does not read (charts, images, headers…), so an empty or short text
      // is never a silent loss.
      if let unread = try? document.unreadObjects(), !unread.isEmpty {
        annotations["unread"] = unread.joined(separator: "; ")
      }
    }
    return annotations
  }

  /// The text summary of an iWork document (its formats' rules read no text).
  static func iWorkText(_ examination: Examination, name: String) -> TextSummary? {
    guard let wrapper = examination.wrapper,
      let document = IWorkDocument(root: wrapper, name: examination.zipped?.packageName ?? name),
      let paragraphs = try? document.paragraphs()
    else { return nil }
    return TextSummary(text: paragraphs.joined(separator: "\n"), damageCount: 0)
  }
}
