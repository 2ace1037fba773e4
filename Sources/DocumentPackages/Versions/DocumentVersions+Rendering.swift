import FileVersions
import FileWrappers
import Foundation

extension DocumentVersions {
  /// Appends the document as one JSON object with sorted keys (schema in
  /// `Spec/CLI/conflicts.md`).
  public func appendJSON(to json: inout JSONText) {
    json.raw("{")
    json.key("path")
    json.string(itemURL.path)
    json.raw(",")
    json.key("possibleDuplicates")
    json.raw("[")
    for (index, url) in possibleDuplicates.enumerated() {
      if index > 0 { json.raw(",") }
      json.string(url.path)
    }
    json.raw("],")
    json.key("state")
    json.string(hasUnresolvedConflicts ? "inConflict" : "normal")
    json.raw(",")
    json.key("versions")
    json.raw("[")
    for (index, entry) in versions.enumerated() {
      if index > 0 { json.raw(",") }
      entry.appendJSON(to: &json)
    }
    json.raw("]}")
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
    json.raw("{")
    json.key("original")
    json.string(copy.conflict.originalName)
    json.raw(",")
    json.key("path")
    json.string(copy.url.path)
    json.raw(",")
    json.key("source")
    json.string(copy.conflict.source.rawValue)
    json.raw("}")
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

  func appendJSON(to json: inout JSONText) {
    let copy = version.conflictCopy
    json.raw("{")
    json.key("client")
    if let copy { json.string(copy.source.clientName) } else { json.raw("null") }
    json.raw(",")
    json.key("computer")
    if let name = version.localizedNameOfSavingComputer {
      json.string(name)
    } else {
      json.raw("null")
    }
    json.raw(",")
    json.key("current")
    json.bool(!version.isConflict)
    json.raw(",")
    json.key("modified")
    if let date = version.modificationDate {
      json.timestamp(Int64(date.timeIntervalSince1970.rounded(.down)))
    } else {
      json.raw("null")
    }
    json.raw(",")
    json.key("nameDate")
    if let text = copy?.dateText { json.string(text) } else { json.raw("null") }
    json.raw(",")
    json.key("number")
    json.number(Int64(number))
    json.raw(",")
    json.key("path")
    json.string(version.url.path)
    json.raw(",")
    json.key("problem")
    if let problem { json.string(problem) } else { json.raw("null") }
    json.raw(",")
    json.key("resolved")
    json.bool(version.isResolved)
    json.raw(",")
    json.key("source")
    if let copy { json.string(copy.source.rawValue) } else { json.raw("null") }
    json.raw("}")
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
