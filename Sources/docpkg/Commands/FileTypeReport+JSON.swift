import FileWrappers
import UniformTypes

extension FileTypeReport {
  /// Appends the report as one JSON object, keys sorted (schema in `Spec/CLI/type.md`);
  /// `conforms` only when a type was asked about.
  func appendJSON(to json: inout JSONText, conformingTo required: UTType?) {
    let type = effectiveType
    json.raw("{")
    json.key("agreement")
    json.string(agreement.rawValue)
    if let required {
      json.raw(",")
      json.key("conforms")
      json.bool(type.conforms(to: required))
    }
    json.optionalMember("declaredType", declaredType?.identifier)
    json.optionalMember("description", type.localizedDescription)
    json.member("identifier", type.identifier)
    json.raw(",")
    json.key("isDynamic")
    json.bool(type.isDynamic)
    json.member("kind", kind.rawValue)
    json.member("path", path)
    json.optionalMember("preferredFilenameExtension", type.preferredFilenameExtension)
    json.optionalMember("preferredMIMEType", type.preferredMIMEType)
    json.optionalMember("sniffedType", sniffedType?.identifier)
    json.raw(",")
    json.key("supertypes")
    json.array(type.orderedSupertypes) { supertype, json in json.string(supertype.identifier) }
    json.raw("}")
  }

  /// Appends the `{"message", "path"}` object `type --json` lists for a path it could not
  /// read.
  static func appendJSONError(message: String, path: String, to json: inout JSONText) {
    json.raw("{")
    json.key("message")
    json.string(message)
    json.member("path", path)
    json.raw("}")
  }
}
