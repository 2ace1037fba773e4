import Foundation

/// One v5 ("BNC") cell record of a Numbers tile: version 5, cell type, flags at bytes 8–11,
/// then the optional fields the flags name, in ascending bit order.
enum IWACellRecord {
  /// The cell's text: strings and rich text from their lists, numbers in their shortest
  /// decimal form, dates as ISO 8601, booleans as TRUE/FALSE, durations in seconds;
  /// `nil` for empty cells, errors and records of another version.
  static func text(
    _ record: ArraySlice<UInt8>, strings: [UInt64: String], richTexts: [UInt64: String]
  ) -> String? {
    let bytes = Array(record)
    guard bytes.count >= 12, bytes[0] == 5 else { return nil }
    let type = bytes[1]
    let flags =
      UInt32(bytes[8]) | UInt32(bytes[9]) << 8 | UInt32(bytes[10]) << 16
      | UInt32(bytes[11]) << 24
    var position = 12
    var decimal: [UInt8]?
    var double: Double?
    var seconds: Double?
    var stringID: UInt64?
    var richID: UInt64?
    func take(_ count: Int) -> [UInt8]? {
      guard position + count <= bytes.count else { return nil }
      defer { position += count }
      return Array(bytes[position..<position + count])
    }
    if flags & 0x1 != 0 { decimal = take(16) }
    if flags & 0x2 != 0 { double = take(8).map(Self.double) }
    if flags & 0x4 != 0 { seconds = take(8).map(Self.double) }
    if flags & 0x8 != 0 { stringID = take(4).map(Self.integer) }
    if flags & 0x10 != 0 { richID = take(4).map(Self.integer) }
    switch type {
    case 2, 10:
      if let decimal { return Self.decimalText(decimal) }
      return double.map(Self.numberText)
    case 3: return stringID.flatMap { strings[$0] }
    case 5:
      guard let seconds else { return nil }
      let date = Date(timeIntervalSinceReferenceDate: seconds)
      let formatter = ISO8601DateFormatter()
      formatter.timeZone = TimeZone(identifier: "UTC")
      return formatter.string(from: date)
    case 6: return double.map { $0 > 0 ? "TRUE" : "FALSE" }
    case 7: return double.map(Self.numberText)
    case 9: return richID.flatMap { richTexts[$0] }
    default: return nil
    }
  }

  static func double(_ bytes: [UInt8]) -> Double {
    Double(bitPattern: bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
  }

  static func integer(_ bytes: [UInt8]) -> UInt64 {
    bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  }

  static func numberText(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// IEEE 754-2008 decimal128 with a binary integer significand (little-endian): sign bit
  /// 127, 14-bit exponent biased by 0x1820 at bit 113, 113-bit significand. Significands
  /// past 64 bits fall back to the double's reading.
  static func decimalText(_ bytes: [UInt8]) -> String? {
    let low = integer(Array(bytes[0..<8]))
    let high = integer(Array(bytes[8..<16]))
    let negative = high >> 63 != 0
    let exponent = Int((high >> 49) & 0x3FFF) - 0x1820
    guard high & 0x1_FFFF_FFFF_FFFF == 0 else { return nil }
    var digits = String(low)
    if exponent > 0 {
      guard exponent < 40 else { return nil }
      if low != 0 { digits += String(repeating: "0", count: exponent) }
    } else if exponent < 0 {
      let places = -exponent
      if digits.count <= places {
        digits = String(repeating: "0", count: places - digits.count + 1) + digits
      }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
      while digits.hasSuffix("0") { digits.removeLast() }
      if digits.hasSuffix(".") { digits.removeLast() }
    }
    return (negative && low != 0 ? "-" : "") + digits
  }
}
