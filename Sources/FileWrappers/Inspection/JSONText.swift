#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += Array("\\u00".utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends an integer.
  public mutating func number(_ value: Int64) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Appends `true` or `false`.
  public mutating func bool(_ value: Bool) {
    raw(value ? "true" : "false")
  }

  /// `2026-11-30T06:52:20Z` for seconds since 1970.
  public static func timestamp(_ seconds: Int64) -> String {
    var time = time_t(seconds)
    var parts = tm()
    gmtime_r(&time, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }

  /// `0644` for permission bits.
  public static func octal(_ permissions: UInt16) -> String {
    let text = String(permissions, radix: 8)
    return String(repeating: "0", count: max(0, 4 - text.count)) + text
  }
}
