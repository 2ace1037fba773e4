import Foundation

/// The `.trashinfo` file format: a `[Trash Info]` group with `Path=` (percent-encoded, as
/// RFC 2396 URIs are) and `DeletionDate=` (`YYYY-MM-DDThh:mm:ss`, local time).
enum TrashInfo {
  /// The file's text for an item trashed from `path` at `date`.
  static func text(path: String, date: Date, timeZone: TimeZone = .current) -> String {
    "[Trash Info]\nPath=\(encode(path))\nDeletionDate=\(format(date, timeZone: timeZone))\n"
  }

  /// `Path` and `DeletionDate` from a file's text, or `nil` when either is missing.
  static func parse(_ text: String, timeZone: TimeZone = .current) -> (path: String, date: Date)? {
    var inGroup = false
    var path: String?
    var date: Date?
    for line in text.split(whereSeparator: \.isNewline) {
      if line.hasPrefix("[") {
        inGroup = line == "[Trash Info]"
        continue
      }
      guard inGroup, let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals]
      let value = String(line[line.index(after: equals)...])
      if key == "Path" { path = value.removingPercentEncoding }
      if key == "DeletionDate" { date = parseDate(value, timeZone: timeZone) }
    }
    guard let path, let date else { return nil }
    return (path, date)
  }

  /// Every byte but unreserved ones and `/` as `%XX`.
  static func encode(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }

  static func format(_ date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String { String(value ?? 0).leftPadded(to: 2) }
    return "\(String(parts.year ?? 1970).leftPadded(to: 4))-\(two(parts.month))-\(two(parts.day))"
      + "T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
  }

  static func parseDate(_ text: String, timeZone: TimeZone) -> Date? {
    guard
      let match = text.wholeMatch(
        of: #/(\d{4})-?(\d{2})-?(\d{2})T(\d{2}):(\d{2}):(\d{2})/#)
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.date(
      from: DateComponents(
        year: Int(match.1), month: Int(match.2), day: Int(match.3), hour: Int(match.4),
        minute: Int(match.5), second: Int(match.6)))
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
