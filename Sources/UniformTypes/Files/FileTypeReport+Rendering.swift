extension FileTypeReport {
  /// The report as `docpkg type` prints it: the path, then one indented `label: value` line
  /// each (kind, type, declared type when it differs, extension, MIME type, ancestors,
  /// sniffed type, agreement, and the answer to `required` when one is asked).
  ///
  /// - Parameter required: the type asked about with `--conforms-to`, if any.
  /// - Returns: the lines, without newlines.
  public func renderLines(conformingTo required: UTType? = nil) -> [String] {
    let type = effectiveType
    var lines = [path]
    lines.append("  kind:         \(kind.rawValue)")
    lines.append("  type:         \(Self.named(type))")
    if let declaredType, declaredType != type {
      lines.append("  by extension: \(Self.named(declaredType))")
    }
    lines.append("  extension:    \(type.preferredFilenameExtension ?? "-")")
    lines.append("  MIME type:    \(type.preferredMIMEType ?? "-")")
    let chain = type.orderedSupertypes.map(\.identifier)
    lines.append("  conforms to:  \(chain.isEmpty ? "-" : chain.joined(separator: ", "))")
    lines.append("  sniffed:      \(Self.named(sniffedType))")
    lines.append("  agreement:    \(agreement.rawValue)")
    if let required {
      lines.append("  \(required.identifier): \(type.conforms(to: required) ? "yes" : "no")")
    }
    return lines
  }

  /// The report as one JSON object, keys sorted (schema in `Spec/CLI/type.md`); `conforms`
  /// only when a type was asked about.
  public func jsonObject(conformingTo required: UTType? = nil) -> String {
    let type = effectiveType
    var fields: [String] = []
    fields.append("\"agreement\":\(Self.quoted(agreement.rawValue))")
    if let required { fields.append("\"conforms\":\(type.conforms(to: required))") }
    fields.append("\"declaredType\":\(Self.quoted(declaredType?.identifier))")
    fields.append("\"description\":\(Self.quoted(type.localizedDescription))")
    fields.append("\"identifier\":\(Self.quoted(type.identifier))")
    fields.append("\"isDynamic\":\(type.isDynamic)")
    fields.append("\"kind\":\(Self.quoted(kind.rawValue))")
    fields.append("\"path\":\(Self.quoted(path))")
    fields.append("\"preferredFilenameExtension\":\(Self.quoted(type.preferredFilenameExtension))")
    fields.append("\"preferredMIMEType\":\(Self.quoted(type.preferredMIMEType))")
    fields.append("\"sniffedType\":\(Self.quoted(sniffedType?.identifier))")
    let chain = type.orderedSupertypes.map { Self.quoted($0.identifier) }
    fields.append("\"supertypes\":[" + chain.joined(separator: ",") + "]")
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// The `{"message", "path"}` object `docpkg type --json` lists for a path it could not
  /// read.
  public static func jsonErrorObject(message: String, path: String) -> String {
    "{\"message\":\(quoted(message)),\"path\":\(quoted(path))}"
  }

  /// The whole `docpkg type --json` document from its entries and error objects.
  public static func jsonDocument(
    files: [String], errors: [String], conformingTo required: UTType?
  ) -> String {
    var document = "{"
    if let required { document += "\"conformsTo\":\(quoted(required.identifier))," }
    document += "\"errors\":[" + errors.joined(separator: ",") + "],"
    document += "\"files\":[" + files.joined(separator: ",") + "]}"
    return document
  }

  private static func named(_ type: UTType?) -> String {
    guard let type else { return "-" }
    guard let description = type.localizedDescription else { return type.identifier }
    return "\(type.identifier) (\(description))"
  }

  /// A JSON string literal, or `null`.
  static func quoted(_ text: String?) -> String {
    guard let text else { return "null" }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
