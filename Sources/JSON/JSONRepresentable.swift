/// A type that describes itself as one JSON value; ``appendJSON(to:)`` comes with it.
///
/// ```swift
/// extension Point: JSONRepresentable {
///   var jsonValue: JSONValue { .object([("x", .integer(x)), ("y", .integer(y))]) }
/// }
/// ```
public protocol JSONRepresentable {
  /// The value as written in `--json` output (keys sorted).
  var jsonValue: JSONValue { get }
}

extension JSONRepresentable {
  /// Appends ``jsonValue`` to `json`, compact.
  public func appendJSON(to json: inout JSONText) {
    json.value(jsonValue)
  }
}
