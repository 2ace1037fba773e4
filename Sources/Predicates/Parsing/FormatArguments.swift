/// The values substituted for `%@`, `%K`, `%d`, `%f` … in order.
struct FormatArguments {
  let values: [Any]
  var next = 0

  init(_ values: [Any]) {
    self.values = values
  }

  mutating func take(_ specifier: String, offset: Int) throws(PredicateFormatError) -> Any? {
    guard next < values.count else {
      throw .missingArgument(specifier: specifier, offset: offset)
    }
    defer { next += 1 }
    return Values.normalized(values[next])
  }

  /// `%K`: a key path string.
  mutating func key(offset: Int) throws(PredicateFormatError) -> String {
    let value = try take("%K", offset: offset)
    guard let key = Values.string(value), !key.isEmpty else {
      throw .argumentType(specifier: "%K", offset: offset, found: Self.kind(of: value))
    }
    return key
  }

  /// The expression for one conversion: `%K` a key path, `%@` the object as a constant,
  /// `%d`/`%f`… a number.
  mutating func expression(for conversion: String, offset: Int) throws(PredicateFormatError)
    -> NSExpression
  {
    if conversion == "K" { return NSExpression(forKeyPath: try key(offset: offset)) }
    let specifier = "%" + conversion
    let value = try take(specifier, offset: offset)
    if conversion == "@" {
      if let expression = value as? NSExpression { return expression }
      return NSExpression(forConstantValue: value)
    }
    guard let value, Values.isNumber(value) else {
      throw .argumentType(specifier: specifier, offset: offset, found: Self.kind(of: value))
    }
    if "fFeEgGa".contains(conversion) {
      return NSExpression(forConstantValue: Values.double(value) ?? 0)
    }
    guard let integer = Values.integer(value) ?? Values.double(value).flatMap({ Int(exactly: $0) })
    else {
      throw .argumentType(specifier: specifier, offset: offset, found: "a non-integral number")
    }
    return NSExpression(forConstantValue: integer)
  }

  static func kind(of value: Any?) -> String {
    guard let value else { return "nil" }
    return "a value of type \(type(of: value))"
  }
}
