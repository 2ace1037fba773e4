import JSON

extension InspectionReport {
  /// Appends the report as one JSON object (schema in `Spec/CLI/inspect.md`).
  public func appendJSON(to json: inout JSONText) {
    json.value(.object(jsonMembers))
  }

  /// The members of the report's JSON object, keys sorted: `annotations`, `entryCount`,
  /// `path`, `problems`, `root`, `totalSize` (callers may insert keys of their own).
  public var jsonMembers: [(key: String, value: JSONValue)] {
    let root = self.root
    return [
      (
        "annotations",
        .object(annotations.keys.sorted().map { ($0, .string(annotations[$0] ?? "")) })
      ),
      ("entryCount", .integer(entryCount)),
      ("path", .string(path)),
      ("problems", .array(problems.map(\.jsonValue))),
      ("root", .written { Self.appendJSON(root, to: &$0) }),
      ("totalSize", .integer(totalSize)),
    ]
  }

  /// One entry and its descendants, streamed straight into `json` (a package may hold very
  /// many; building ``JSONValue``s per entry costs about 10 % of `inspect --json`).
  private static func appendJSON(_ entry: InspectionEntry, to json: inout JSONText) {
    json.raw("{")
    if entry.kind == .directory {
      json.key("children")
      json.array(entry.children) { appendJSON($1, to: &$0) }
      json.raw(",")
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

extension PackageProblem {
  /// The problem as a JSON object: `code`, `fatal`, `message`, `path`.
  public var jsonValue: JSONValue {
    .object([
      ("code", .string(code)), ("fatal", .bool(isFatal)), ("message", .string(message)),
      ("path", .string(path)),
    ])
  }
}
