/// A local date and time as RTF writes it (`\yr2024\mo3\dy1\hr9\min30\sec0`), without a zone.
public struct RTFDate: Hashable, Sendable, CustomStringConvertible {
  /// Year (`\yr`).
  public var year: Int
  /// Month 1–12 (`\mo`).
  public var month: Int
  /// Day 1–31 (`\dy`).
  public var day: Int
  /// Hour 0–23 (`\hr`).
  public var hour: Int
  /// Minute (`\min`).
  public var minute: Int
  /// Second (`\sec`).
  public var second: Int

  /// Creates a date from components.
  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// ISO 8601 without a zone: `2024-03-01T09:30:00`.
  public var description: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
      + "\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
  }
}
