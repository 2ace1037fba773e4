import Foundation

/// Values as the CSV and text forms of ``RecordWriter`` print them.
enum CSVCell {
  /// A value as text: nil empty, dates in ISO 8601 UTC, data in Base64, Booleans as
  /// `true`/`false`, arrays (to-many object IDs) separated by spaces.
  static func text(_ value: Any?) -> String {
    switch value {
    case nil: return ""
    case let string as String: return string
    case let date as Date:
      var buffer = JSONBuffer(capacity: 32)
      buffer.appendDate(date.timeIntervalSinceReferenceDate)
      return String(decoding: buffer.bytes, as: UTF8.self).trimmingCharacters(
        in: CharacterSet(charactersIn: "\""))
    case let data as Data: return data.base64EncodedString()
    case let flag as Bool: return flag ? "true" : "false"
    case let number as NSNumber: return number.stringValue
    case let uuid as UUID: return uuid.uuidString
    case let url as URL: return url.absoluteString
    case let list as [String]: return list.joined(separator: " ")
    case let some?: return String(describing: some)
    }
  }

  /// `text` as an RFC 4180 field: quoted when it holds a comma, a quote or a line break.
  static func quoted(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return text
    }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
