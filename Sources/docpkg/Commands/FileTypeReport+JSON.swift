import JSON
import UniformTypes

extension FileTypeReport {
  /// The report as one JSON object, keys sorted (schema in `Spec/CLI/type.md`); `conforms`
  /// only when a type was asked about.
  func jsonValue(conformingTo required: UTType?) -> JSONValue {
    let type = effectiveType
    var fields: [(key: String, value: JSONValue)] = [("agreement", .string(agreement.rawValue))]
    if let required { fields.append(("conforms", .bool(type.conforms(to: required)))) }
    fields += [
      ("declaredType", .optional(declaredType?.identifier)),
      ("description", .optional(type.localizedDescription)),
      ("identifier", .string(type.identifier)),
      ("isDynamic", .bool(type.isDynamic)),
      ("kind", .string(kind.rawValue)),
      ("path", .string(path)),
      ("preferredFilenameExtension", .optional(type.preferredFilenameExtension)),
      ("preferredMIMEType", .optional(type.preferredMIMEType)),
      ("sniffedType", .optional(sniffedType?.identifier)),
      ("supertypes", .array(type.orderedSupertypes) { .string($0.identifier) }),
    ]
    return .object(fields)
  }

  /// The `{"message", "path"}` object `type --json` lists for a path it could not read.
  static func jsonError(message: String, path: String) -> JSONValue {
    .object([("message", .string(message)), ("path", .string(path))])
  }
}
