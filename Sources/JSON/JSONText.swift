/// A small, fast JSON text builder (keys are written in the order given; callers keep them
/// sorted, as `Spec/CLI.md` requires).
public struct JSONText: Sendable {
  /// The UTF-8 bytes written so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty builder.
  public init() {
    bytes.reserveCapacity(1 << 16)
  }

  /// The text written so far.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Forgets the bytes written so far, keeping the buffer's capacity (and the last timestamp
  /// formatted) for what comes next: a streamed document reuses one builder.
  public mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Drops the bytes written after the first `count` (a value whose writing failed).
  public mutating func truncate(toCount count: Int) {
    bytes.removeSubrange(min(count, bytes.count)...)
  }

  /// Appends raw JSON (punctuation, a nested document).
  public mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends `"key":`.
  public mutating func key(_ key: String) {
    string(key)
    bytes.append(UInt8(ascii: ":"))
  }

  /// Appends a quoted, escaped string.
  public mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      let plain = !utf8.contains {
        $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
      }
      if plain {
        bytes.append(contentsOf: utf8)
      } else {
        for byte in utf8 { escape(byte) }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
    case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
    case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
    case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
    case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
    case 0..<0x20:
      let hex: [UInt8] = Array("0123456789abcdef".utf8)
      bytes += Array("\\u00".utf8)
      bytes.append(hex[Int(byte >> 4)])
      bytes.append(hex[Int(byte & 0xF)])
    default: bytes.append(byte)
    }
  }

  /// Appends an integer.
  public mutating func number(_ value: Int64) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: enough for 20 digits
    withUnsafeMutableBytes(of: &scratch) { digits in
      var index = digits.count
      repeat {
        index -= 1
        digits[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: digits[index...])
    }
  }

  /// Appends `"2026-11-30T06:52:20Z"` for seconds since 1970 (UTC), reusing the last one
  /// formatted when the seconds repeat.
  public mutating func timestamp(_ seconds: Int64) {
    if seconds != lastTimestampSeconds {
      lastTimestampSeconds = seconds
      lastTimestamp = Array(Self.timestamp(seconds).utf8)
    }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: lastTimestamp)
    bytes.append(UInt8(ascii: "\""))
  }

  private var lastTimestampSeconds: Int64 = .min
  private var lastTimestamp: [UInt8] = []

  /// Appends `true` or `false`.
  public mutating func bool(_ value: Bool) {
    raw(value ? "true" : "false")
  }

  /// `2026-11-30T06:52:20Z` for seconds since 1970 (proleptic Gregorian, UTC).
  public static func timestamp(_ seconds: Int64) -> String {
    let (days, second) = seconds.quotientAndRemainder(dividingBy: 86_400)
    let dayCount = second < 0 ? days - 1 : days
    let secondOfDay = second < 0 ? second + 86_400 : second
    let (year, month, day) = civilDate(daysSince1970: dayCount)
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day))T"
      + "\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
  }

  /// Year, month (1–12) and day (1–31) of a day counted from 1970-01-01, by Howard
  /// Hinnant's days-to-civil arithmetic over 400-year eras.
  private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// `0644` for permission bits.
  public static func octal(_ permissions: UInt16) -> String {
    let text = String(permissions, radix: 8)
    return String(repeating: "0", count: max(0, 4 - text.count)) + text
  }
}
