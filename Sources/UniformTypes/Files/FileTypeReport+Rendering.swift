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

  private static func named(_ type: UTType?) -> String {
    guard let type else { return "-" }
    guard let description = type.localizedDescription else { return type.identifier }
    return "\(type.identifier) (\(description))"
  }
}
