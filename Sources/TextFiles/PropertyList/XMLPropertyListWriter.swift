import Foundation
import PropertyLists

/// Writes a `PropertyListValue` as XML property list elements.
struct XMLPropertyListWriter {
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  var output = ""

  mutating func write(_ value: PropertyListValue, depth: Int) {
    let indent = String(repeating: "\t", count: depth)
    switch value {
    case .string(let string): output += "\(indent)<string>\(Self.escaped(string))</string>\n"
    case .integer(let integer): output += "\(indent)<integer>\(integer)</integer>\n"
    case .real(let real): output += "\(indent)<real>\(Self.formatted(real))</real>\n"
    case .boolean(let flag): output += "\(indent)<\(flag ? "true" : "false")/>\n"
    case .date(let date): output += "\(indent)<date>\(Self.iso8601(date))</date>\n"
    case .data(let data):
      output += "\(indent)<data>\n"
      let base64 = Array(data.base64EncodedString().utf8)
      var start = 0
      while start < base64.count {
        let end = min(base64.count, start + 68)
        output += indent + String(decoding: base64[start..<end], as: UTF8.self) + "\n"
        start = end
      }
      output += "\(indent)</data>\n"
    case .array(let values):
      guard !values.isEmpty else {
        output += "\(indent)<array/>\n"
        return
      }
      output += "\(indent)<array>\n"
      for element in values { write(element, depth: depth + 1) }
      output += "\(indent)</array>\n"
    case .dictionary(let entries):
      guard !entries.isEmpty else {
        output += "\(indent)<dict/>\n"
        return
      }
      output += "\(indent)<dict>\n"
      for key in entries.keys.sorted() {
        output += "\(indent)\t<key>\(Self.escaped(key))</key>\n"
        if let element = entries[key] { write(element, depth: depth + 1) }
      }
      output += "\(indent)</dict>\n"
    case .uid(let uid):
      output += "\(indent)<dict>\n\(indent)\t<key>CF$UID</key>\n"
      output += "\(indent)\t<integer>\(uid)</integer>\n\(indent)</dict>\n"
    }
  }

  static func escaped(_ string: String) -> String {
    var result = ""
    result.reserveCapacity(string.utf8.count)
    for character in string.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  static func formatted(_ real: Double) -> String {
    if real.isNaN { return "nan" }
    if real.isInfinite { return real < 0 ? "-inf" : "+inf" }
    if real == real.rounded(), abs(real) < 1e15 { return String(Int64(real)) }
    return "\(real)"
  }

  /// `yyyy-MM-ddTHH:mm:ssZ` in UTC (whole seconds, as Apple writes).
  static func iso8601(_ date: Date) -> String {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = CivilDate.civil(fromDays: days)
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    var yearText = String(year)
    while yearText.count < 4 { yearText = "0" + yearText }
    return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):"
      + "\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
  }
}
