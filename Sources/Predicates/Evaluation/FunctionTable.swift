/// The functions of `NSExpression(forFunction:arguments:)` this module evaluates, by Apple's
/// selector names.
enum FunctionTable {
  /// Names the parser accepts as `name(…)` or `name:(…)` in a format string, with their
  /// argument counts.
  static let arities: [String: Int] = [
    "sum:": 1, "count:": 1, "min:": 1, "max:": 1, "average:": 1, "median:": 1,
    "abs:": 1, "sqrt:": 1, "floor:": 1, "ceiling:": 1, "trunc:": 1, "exp:": 1, "ln:": 1,
    "log:": 1, "uppercase:": 1, "lowercase:": 1, "now": 0,
    "add:to:": 2, "from:subtract:": 2, "multiply:by:": 2, "divide:by:": 2, "modulus:by:": 2,
    "raise:toPower:": 2,
  ]

  static func call(_ name: String, _ arguments: [Any?]) -> Any? {
    let first = arguments.first.flatMap { Values.normalized($0) }
    switch name {
    case "count:": return Values.collection(first)?.count
    case "sum:", "min:", "max:", "average:", "median:":
      return aggregate(name, Values.collection(first) ?? first.map { [$0] } ?? [])
    case "uppercase:": return Values.string(first)?.uppercased()
    case "lowercase:": return Values.string(first)?.lowercased()
    case "now": return Date()
    case "objectFrom:withIndex:": return element(of: first, at: arguments.dropFirst().first ?? nil)
    case "castObject:toType:": return cast(first, to: Values.string(arguments.last ?? nil))
    default: break
    }
    if arguments.count == 1 {
      guard let value = first.flatMap(Values.double) else { return nil }
      return unary(name, value)
    }
    guard arguments.count == 2, let left = first,
      let right = Values.normalized(arguments[1])
    else { return nil }
    return Arithmetic.binary(name, left, right)
  }

  static func aggregate(_ name: String, _ values: [Any]) -> Any? {
    let values = values.compactMap { Values.normalized($0) }
    switch name {
    case "sum:": return Aggregates.sum(values)
    case "average:": return Aggregates.average(values)
    case "min:": return Aggregates.extreme(values, keeping: .orderedAscending)
    case "max:": return Aggregates.extreme(values, keeping: .orderedDescending)
    default:
      let numbers = values.compactMap(Values.double).sorted()
      guard !numbers.isEmpty else { return nil }
      let middle = numbers.count / 2
      return numbers.count % 2 == 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2
    }
  }

  static func unary(_ name: String, _ value: Double) -> Any? {
    switch name {
    case "abs:": return Swift.abs(value)
    case "sqrt:": return value.squareRoot()
    case "floor:": return value.rounded(.down)
    case "ceiling:": return value.rounded(.up)
    case "trunc:": return value.rounded(.towardZero)
    case "exp:": return Foundation.exp(value)
    case "ln:": return Foundation.log(value)
    case "log:": return Foundation.log10(value)
    default: return nil
    }
  }

  /// `array[3]`, `array[FIRST]`, `array[LAST]`, `array[SIZE]`, `dictionary["key"]`.
  static func element(of container: Any?, at index: Any?) -> Any? {
    let index = Values.normalized(index)
    if let dictionary = container as? [String: Any], let key = Values.string(index) {
      return Values.normalized(dictionary[key])
    }
    guard let elements = Values.collection(container) else { return nil }
    switch index {
    case let symbol as IndexSymbol:
      switch symbol {
      case .first: return elements.first
      case .last: return elements.last
      case .size: return elements.count
      }
    default:
      guard let position = index.flatMap(Values.integer), elements.indices.contains(position)
      else { return nil }
      return elements[position]
    }
  }

  /// `CAST(value, 'NSDate' | 'NSNumber' | 'NSString')`.
  static func cast(_ value: Any?, to type: String?) -> Any? {
    guard let value else { return nil }
    switch type {
    case "NSDate":
      if let date = Values.date(value) { return date }
      let seconds = Values.double(value) ?? Values.string(value).flatMap { Double($0) }
      return seconds.map { Date(timeIntervalSinceReferenceDate: $0) }
    case "NSNumber":
      if Values.isNumber(value) { return value }
      if let date = Values.date(value) { return date.timeIntervalSinceReferenceDate }
      return Values.string(value).flatMap { Int($0) ?? Double($0) }
    case "NSString":
      return Values.string(value) ?? "\(value)"
    default:
      return nil
    }
  }
}

/// The symbolic indexes `FIRST`, `LAST` and `SIZE` of `array[…]`.
enum IndexSymbol: String {
  case first = "FIRST"
  case last = "LAST"
  case size = "SIZE"
}
