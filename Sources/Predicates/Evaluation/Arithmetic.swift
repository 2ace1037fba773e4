/// `+ - * / **` and `modulus:by:` on numbers: integers stay integers unless they overflow
/// (then `Double`); division is always `Double`.
enum Arithmetic {
  static func binary(_ name: String, _ left: Any, _ right: Any) -> Any? {
    if let a = Values.integer(left), let b = Values.integer(right), name != "divide:by:" {
      switch name {
      case "add:to:": if case (let r, false) = a.addingReportingOverflow(b) { return r }
      case "from:subtract:": if case (let r, false) = a.subtractingReportingOverflow(b) { return r }
      case "multiply:by:":
        if case (let r, false) = a.multipliedReportingOverflow(by: b) { return r }
      case "modulus:by:":
        return b == 0 ? nil : a.remainderReportingOverflow(dividingBy: b).partialValue
      default: break
      }
    }
    guard let a = Values.double(left), let b = Values.double(right) else { return nil }
    switch name {
    case "add:to:": return a + b
    case "from:subtract:": return a - b
    case "multiply:by:": return a * b
    case "divide:by:": return a / b
    case "modulus:by:": return a.truncatingRemainder(dividingBy: b)
    case "raise:toPower:": return Foundation.pow(a, b)
    default: return nil
    }
  }
}
