import FileWrappers

extension DocumentInspection {
  /// Appends the inspection as one JSON object: the keys of FileWrappers' report
  /// (Spec/CLI/inspect.md) plus `document` (absent for items that are not documents).
  public func appendJSON(to json: inout JSONText) {
    var base = JSONText()
    report.appendJSON(to: &base)
    guard format != nil else {
      json.raw(base.text)
      return
    }
    // The report's keys are sorted and `document` sorts between `annotations` and
    // `entryCount`; a quote inside a JSON string is always escaped, so the first
    // `,"entryCount":` is the report's own key.
    let text = base.text
    guard let marker = text.range(of: ",\"entryCount\":") else {
      json.raw(text)
      return
    }
    json.raw(String(text[..<marker.lowerBound]))
    json.raw(",")
    json.key("document")
    appendDocumentJSON(to: &json)
    json.raw(String(text[marker.lowerBound...]))
  }

  private func appendDocumentJSON(to json: inout JSONText) {
    json.raw("{")
    json.key("attachments")
    json.raw("[")
    for (index, attachment) in attachments.enumerated() {
      if index > 0 { json.raw(",") }
      json.raw("{")
      json.key("agreement")
      json.string(attachment.agreement)
      json.raw(",")
      json.key("declaredType")
      Self.appendOptional(attachment.declaredType, to: &json)
      json.raw(",")
      json.key("kind")
      json.string(attachment.kind)
      json.raw(",")
      json.key("name")
      json.string(attachment.name)
      json.raw(",")
      json.key("path")
      json.string(attachment.path)
      json.raw(",")
      json.key("size")
      json.number(attachment.size)
      json.raw(",")
      json.key("sniffedType")
      Self.appendOptional(attachment.sniffedType, to: &json)
      json.raw("}")
    }
    json.raw("],")
    json.key("format")
    Self.appendOptional(format?.rawValue, to: &json)
    json.raw(",")
    json.key("issues")
    ValidationReport.appendJSON(issues, to: &json)
    json.raw(",")
    json.key("quickLook")
    if let quickLook {
      quickLook.appendJSON(to: &json)
    } else {
      json.raw("null")
    }
    json.raw(",")
    json.key("text")
    if let text {
      json.raw("{")
      json.key("characters")
      json.number(Int64(text.characterCount))
      json.raw(",")
      json.key("damage")
      json.number(Int64(text.damageCount))
      json.raw(",")
      json.key("firstLine")
      json.string(text.firstLine)
      json.raw("}")
    } else {
      json.raw("null")
    }
    json.raw(",")
    json.key("type")
    Self.appendOptional(typeIdentifier, to: &json)
    json.raw("}")
  }

  static func appendOptional(_ value: String?, to json: inout JSONText) {
    if let value { json.string(value) } else { json.raw("null") }
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

extension QuickLookSummary {
  /// Appends the summary as a JSON object with sorted keys (absent values as `null`).
  public func appendJSON(to json: inout JSONText) {
    json.raw("{")
    json.key("byteCount")
    if let byteCount { json.number(byteCount) } else { json.raw("null") }
    json.raw(",")
    json.key("height")
    if let height { json.number(Int64(height)) } else { json.raw("null") }
    json.raw(",")
    json.key("path")
    DocumentInspection.appendOptional(path, to: &json)
    json.raw(",")
    json.key("state")
    json.string(state.rawValue)
    json.raw(",")
    json.key("width")
    if let width { json.number(Int64(width)) } else { json.raw("null") }
    json.raw("}")
  }
}
