import FileVersions
import FileWrappers
import Foundation
import JSON

extension DocumentVersions: JSONRepresentable {
  /// The document as one JSON object with sorted keys (schema in
  /// `Spec/CLI/conflicts.md`).
  public var jsonValue: JSONValue {
    .object([
      ("path", .string(itemURL.path)),
      ("possibleDuplicates", .array(possibleDuplicates) { .string($0.path) }),
      ("state", .string(hasUnresolvedConflicts ? "inConflict" : "normal")),
      ("versions", .array(versions) { $0.jsonValue }),
    ])
  }

  /// Lines for people: a heading, then one line per version.
  public func renderLines() -> [String] {
    let unresolved = versions.filter { $0.version.isConflict && !$0.version.isResolved }.count
    var lines = [
      "\(Self.shown(itemURL.path)): \(versions.count) version\(versions.count == 1 ? "" : "s"), "
        + "\(unresolved) unresolved"
    ]
    for entry in versions { lines.append("  " + entry.renderLine()) }
    for url in possibleDuplicates {
      lines.append("  possible duplicate (not a version): \(Self.shown(url.lastPathComponent))")
    }
    return lines
  }

  /// One line for an orphan copy.
  public static func renderOrphan(_ copy: ConflictScan.Copy) -> String {
    "orphan: \(shown(copy.url.path)): \(copy.conflict.source.clientName) copy of "
      + "\(shown(copy.conflict.originalName)), which is not there"
  }

  /// Appends an orphan copy as a JSON object with sorted keys.
  public static func appendOrphanJSON(_ copy: ConflictScan.Copy, to json: inout JSONText) {
    json.value(orphanJSON(copy))
  }

  /// An orphan copy as the JSON object ``appendOrphanJSON(_:to:)`` writes.
  public static func orphanJSON(_ copy: ConflictScan.Copy) -> JSONValue {
    .object([
      ("original", .string(copy.conflict.originalName)),
      ("path", .string(copy.url.path)),
      ("source", .string(copy.conflict.source.rawValue)),
    ])
  }

  /// Control characters shown as `?`.
  static func shown(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
  }
}

extension DocumentVersions.Entry {
  /// "Modified on COMPUTER, DATE" (the apps' conflict-screen label); "Current version, DATE"
  /// when the computer is not known for the current version.
  public var label: String {
    let date =
      version.modificationDate.map {
        let stamp = JSONText.timestamp(Int64($0.timeIntervalSince1970.rounded(.down)))
        return stamp.prefix(10) + " " + stamp.dropFirst(11).prefix(5) + " UTC"
      } ?? "unknown date"
    if let computer = version.localizedNameOfSavingComputer {
      return "Modified on \(computer), \(date)"
    }
    return version.isConflict
      ? "Modified on an unnamed computer, \(date)"
      : "Current version, \(date)"
  }

  /// The version as a JSON object with sorted keys.
  var jsonValue: JSONValue {
    let copy = version.conflictCopy
    return .object([
      ("client", .optional(copy?.source.clientName)),
      ("computer", .optional(version.localizedNameOfSavingComputer)),
      ("current", .bool(!version.isConflict)),
      (
        "modified",
        version.modificationDate.map {
          .timestamp(Int64($0.timeIntervalSince1970.rounded(.down)))
        } ?? .null
      ),
      ("nameDate", .optional(copy?.dateText)),
      ("number", .integer(number)),
      ("path", .string(version.url.path)),
      ("problem", .optional(problem)),
      ("resolved", .bool(version.isResolved)),
      ("source", .optional(copy?.source.rawValue)),
    ])
  }

  func renderLine() -> String {
    var fields = [
      "\(number)",
      version.isConflict ? (version.conflictCopy?.source.clientName ?? "?") : "current",
      DocumentVersions.shown(version.url.lastPathComponent), label,
    ]
    if version.isConflict { fields.append(version.isResolved ? "resolved" : "unresolved") }
    if let problem { fields.append("problem: \(DocumentVersions.shown(problem))") }
    return fields.joined(separator: "  ")
  }
}
