extension InspectionReport {
  /// Appends the report as one JSON object (schema in `Spec/CLI/inspect.md`).
  public func appendJSON(to json: inout JSONText) {
    json.raw("{")
    json.key("annotations")
    json.raw("{")
    for (index, key) in annotations.keys.sorted().enumerated() {
      if index > 0 { json.raw(",") }
      json.key(key)
      json.string(annotations[key] ?? "")
    }
    json.raw("},")
    json.key("entryCount")
    json.number(Int64(entryCount))
    json.raw(",")
    json.key("path")
    json.string(path)
    json.raw(",")
    json.key("problems")
    json.raw("[")
    for (index, problem) in problems.enumerated() {
      if index > 0 { json.raw(",") }
      json.raw("{")
      json.key("code")
      json.string(problem.code)
      json.raw(",")
      json.key("fatal")
      json.bool(problem.isFatal)
      json.raw(",")
      json.key("message")
      json.string(problem.message)
      json.raw(",")
      json.key("path")
      json.string(problem.path)
      json.raw("}")
    }
    json.raw("],")
    json.key("root")
    Self.appendJSON(root, to: &json)
    json.raw(",")
    json.key("totalSize")
    json.number(totalSize)
    json.raw("}")
  }

  private static func appendJSON(_ entry: InspectionEntry, to json: inout JSONText) {
    json.raw("{")
    if entry.kind == .directory {
      json.key("children")
      json.raw("[")
      for (index, child) in entry.children.enumerated() {
        if index > 0 { json.raw(",") }
        appendJSON(child, to: &json)
      }
      json.raw("],")
    }
    json.key("kind")
    json.string(entry.kind.rawValue)
    json.raw(",")
    json.key("modified")
    json.timestamp(entry.modificationSeconds)
    json.raw(",")
    json.key("name")
    json.string(entry.name)
    json.raw(",")
    json.key("path")
    json.string(entry.path)
    json.raw(",")
    json.key("permissions")
    json.string(JSONText.octal(entry.permissions))
    json.raw(",")
    json.key("size")
    json.number(entry.size)
    if let destination = entry.symbolicLinkDestination {
      json.raw(",")
      json.key("target")
      json.string(destination)
    }
    json.raw("}")
  }

  /// The report as an indented tree for people, followed by annotations and problems.
  public func renderText() -> String {
    var lines: [String] = []
    Self.appendText(root, depth: 0, to: &lines)
    let files = entryCount == 1 ? "1 item" : "\(entryCount) items"
    lines.append("\(files), \(totalSize) bytes in files")
    for key in annotations.keys.sorted() {
      lines.append("\(key): \(annotations[key] ?? "")")
    }
    if !problems.isEmpty {
      lines.append("problems:")
      for problem in problems {
        lines.append("  \(Self.printable(problem.path)): \(Self.printable(problem.message))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func appendText(_ entry: InspectionEntry, depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    let name = printable(entry.name)
    let date = JSONText.timestamp(entry.modificationSeconds)
    let mode = JSONText.octal(entry.permissions)
    switch entry.kind {
    case .directory:
      lines.append("\(indent)\(name)/  directory  \(entry.size) bytes  \(mode)  \(date)")
      for child in entry.children { appendText(child, depth: depth + 1, to: &lines) }
    case .regularFile:
      lines.append("\(indent)\(name)  file  \(entry.size) bytes  \(mode)  \(date)")
    case .symbolicLink:
      let target = printable(entry.symbolicLinkDestination ?? "")
      lines.append("\(indent)\(name) -> \(target)  symlink  \(date)")
    }
  }

  /// Replaces control characters so a hostile name cannot break the layout.
  static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      return text
    }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
  }
}
