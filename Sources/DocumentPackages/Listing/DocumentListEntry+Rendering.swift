import FileWrappers
import Foundation
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
    return .object([
      ("attachments", .integer(attachmentCount)),
      ("conflict", conflictValue),
      ("format", .string(format)),
      ("modified", .timestamp(Int64(modificationDate.timeIntervalSince1970.rounded(.down)))),
      ("name", .string(name)),
      ("package", .bool(isPackage)),
      ("quickLook", .string(quickLook.rawValue)),
      ("size", .integer(size)),
      ("type", .string(typeIdentifier)),
    ])
  }

  /// One line for people: name, format, date, size, attachments, QuickLook state, and the
  /// conflict mark (`conflicted copy of Note.note (dropbox)`, `possible duplicate of …`).
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
    if !isPackage && format != "rtf" && format != DocumentFormat.flatRTFD.rawValue {
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
