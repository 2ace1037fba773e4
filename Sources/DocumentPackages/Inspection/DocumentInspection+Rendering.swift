import FileWrappers
import JSON

extension DocumentInspection {
  /// Appends the inspection as one JSON object: the keys of FileWrappers' report
  /// (Spec/CLI/inspect.md) plus `document` (absent for items that are not documents).
  public func appendJSON(to json: inout JSONText) {
    var members = report.jsonMembers
    if format != nil {
      // `document` sorts between `annotations` and `entryCount`.
      let index = members.firstIndex { $0.key > "document" } ?? members.endIndex
      members.insert(("document", documentJSON), at: index)
    }
    json.value(.object(members))
  }

  private var documentJSON: JSONValue {
    .object([
      (
        "attachments",
        .array(attachments) { attachment in
          .object([
            ("agreement", .string(attachment.agreement)),
            ("declaredType", .optional(attachment.declaredType)),
            ("kind", .string(attachment.kind)),
            ("name", .string(attachment.name)),
            ("path", .string(attachment.path)),
            ("size", .integer(attachment.size)),
            ("sniffedType", .optional(attachment.sniffedType)),
          ])
        }
      ),
      ("format", .optional(format?.rawValue)),
      ("issues", ValidationReport.jsonValue(issues)),
      ("quickLook", quickLook?.jsonValue ?? .null),
      (
        "text",
        text.map {
          .object([
            ("characters", .integer($0.characterCount)),
            ("damage", .integer($0.damageCount)),
            ("firstLine", .string($0.firstLine)),
          ])
        } ?? .null
      ),
      ("type", .optional(typeIdentifier)),
    ])
  }

  /// The tree report for people, followed by the attachments and the format's findings.
  public func renderText() -> String {
    var text = report.renderText()
    guard format != nil else { return text }
    if !attachments.isEmpty {
      text += "attachments:\n"
      for attachment in attachments {
        let declared = attachment.declaredType ?? "-"
        var line =
          "  \(Self.printable(attachment.path))  \(attachment.kind)  \(attachment.size) bytes  \(declared)"
        if let sniffed = attachment.sniffedType, sniffed != declared {
          line += " (content: \(sniffed), \(attachment.agreement))"
        }
        text += line + "\n"
      }
    }
    if let quickLook, let path = quickLook.path {
      var line = "quickLook thumbnail: \(path)"
      if let bytes = quickLook.byteCount { line += ", \(bytes) bytes" }
      if let width = quickLook.width, let height = quickLook.height {
        line += ", \(width)×\(height)"
      }
      text += line + ", \(quickLook.state.rawValue)\n"
    }
    if !issues.isEmpty {
      text += "findings:\n"
      for issue in issues { text += "  " + Self.printable(issue.description) + "\n" }
    }
    return text
  }

  /// Replaces control characters so a hostile name cannot break the layout.
  static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
  }
}

extension QuickLookSummary: JSONRepresentable {
  /// The summary as a JSON object with sorted keys (absent values as `null`).
  public var jsonValue: JSONValue {
    .object([
      ("byteCount", .optional(byteCount)),
      ("height", .optional(height)),
      ("path", .optional(path)),
      ("state", .string(state.rawValue)),
      ("width", .optional(width)),
    ])
  }
}
