import FileWrappers
import Foundation

extension DocumentListEntry {
  /// Appends the entry as one JSON object with sorted keys (schema in Spec/CLI/list.md).
  public func appendJSON(to json: inout JSONText) {
    json.raw("{")
    json.key("archive")
    json.stringOrNull(archive)
    json.raw(",")
    json.key("attachments")
    json.number(Int64(attachmentCount))
    json.raw(",")
    json.key("conflict")
    if let conflict {
      json.raw("{")
      json.key("certain")
      json.bool(conflict.isCertain)
      json.raw(",")
      json.key("original")
      json.string(conflict.originalName)
      json.raw(",")
      json.key("source")
      json.string(conflict.source.rawValue)
      json.raw("}")
    } else {
      json.raw("null")
    }
    json.raw(",")
    json.key("format")
    json.string(format)
    json.raw(",")
    json.key("modified")
    json.timestamp(Int64(modificationDate.timeIntervalSince1970.rounded(.down)))
    json.raw(",")
    json.key("name")
    json.string(name)
    json.raw(",")
    json.key("package")
    json.bool(isPackage)
    json.raw(",")
    json.key("quickLook")
    json.string(quickLook.rawValue)
    json.raw(",")
    json.key("size")
    json.number(size)
    json.raw(",")
    json.key("type")
    json.string(typeIdentifier)
    json.raw("}")
  }

  /// One line for people: name, format, date, size, attachments, QuickLook state, what a
  /// single file is (`zipped note document`, or `not a package` for a file named like one),
  /// and the conflict mark (`conflicted copy of Note.note (dropbox)`,
  /// `possible duplicate of …`).
  public func renderLine() -> String {
    let seconds = Int64(modificationDate.timeIntervalSince1970.rounded(.down))
    let shownName = String(
      String.UnicodeScalarView(
        name.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
    var fields = [
      shownName + (isPackage ? "/" : ""), format, JSONText.timestamp(seconds), "\(size) bytes",
      "\(attachmentCount) attachment\(attachmentCount == 1 ? "" : "s")",
      "quicklook \(quickLook.rawValue)",
    ]
    if archive != nil {
      fields.append("zipped \(documentNoun) document")
    } else if !isPackage && format != "rtf" && format != DocumentFormat.flatRTFD.rawValue {
      fields.append("not a package")
    }
    if let conflict {
      fields.append(
        conflict.isCertain
          ? "conflicted copy of \(conflict.originalName) (\(conflict.source.rawValue))"
          : "possible duplicate of \(conflict.originalName)")
    }
    return fields.joined(separator: "  ")
  }
}

extension DocumentListEntry {
  /// What the document is, for the `zipped … document` label: the format's name, or for an
  /// iWork document (format `package`) its application's.
  var documentNoun: String {
    switch format {
    case DocumentFormat.note.rawValue: return "note"
    case DocumentFormat.rtfd.rawValue: return "RTFD"
    case DocumentFormat.photoKeeper.rawValue: return "PhotoKeeper"
    default:
      switch IWorkDocument.application(forName: name) {
      case .pages: return "Pages"
      case .keynote: return "Keynote"
      case .numbers: return "Numbers"
      case nil: return "package"
      }
    }
  }
}

extension JSONText {
  /// Appends `value` as a JSON string, or `null` when it is `nil`.
  mutating func stringOrNull(_ value: String?) {
    if let value { string(value) } else { raw("null") }
  }
}
