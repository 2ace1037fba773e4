import FileWrappers
import Foundation
import IWork
import JSON

extension DocumentListEntry: JSONRepresentable {
  /// The entry as one JSON object with sorted keys (schema in Spec/CLI/list.md).
  public var jsonValue: JSONValue {
    let conflictValue: JSONValue =
      conflict.map {
        .object([
          ("certain", .bool($0.isCertain)),
          ("original", .string($0.originalName)),
          ("source", .string($0.source.rawValue)),
        ])
      } ?? .null
    var members: [(key: String, value: JSONValue)] = [
      ("archive", archive.map { .string($0) } ?? .null),
      ("attachments", .integer(attachmentCount)),
      ("conflict", conflictValue),
      ("format", .string(format)),
      ("modified", .timestamp(Int64(modificationDate.timeIntervalSince1970.rounded(.down)))),
      ("name", .string(name)),
      ("package", .bool(isPackage)),
      ("quickLook", .string(quickLook.rawValue)),
      ("size", .integer(size)),
      ("type", .string(typeIdentifier)),
    ]
    // Only Live Photo stills carry the key (sorted between "format" and "modified").
    if let livePhotoVideo { members.insert(("livePhotoVideo", .string(livePhotoVideo)), at: 4) }
    return .object(members)
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
    } else if !isPackage && DocumentFormat(rawValue: format).kind.isPackage {
      fields.append("not a package")
    }
    if let livePhotoVideo { fields.append("live photo with \(livePhotoVideo)") }
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
    let format = DocumentFormat(rawValue: format)
    if format == .genericPackage {
      switch IWorkDocument.application(forName: name) {
      case .pages: return "Pages"
      case .keynote: return "Keynote"
      case .numbers: return "Numbers"
      case nil: return "package"
      }
    }
    return format.kind.noun
  }
}
