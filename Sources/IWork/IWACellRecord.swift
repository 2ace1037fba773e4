import ByteReading

/// One cell record of a Numbers tile, decoded from either storage layout:
///
/// - v5 ("BNC", Numbers 5 and later's `cell_storage_buffer`): version byte 5, cell type at
///   byte 1, a 32-bit field mask at bytes 8–11, then the fields the mask names in ascending
///   bit order (0x1 decimal128, 0x2 double, 0x4 date seconds, 0x8 string key, 0x10
///   rich-text key, 0x20–0x1000 style, formula and control keys, 0x2000–0x40000 the format
///   keys of the number, currency, date, duration, text and boolean formats).
/// - v0–v4 ("pre-BNC", Numbers 3 and 4's `cell_storage_buffer_pre_bnc`): version byte,
///   cell type at byte 1 (v4) or 2 (older), a 32-bit field mask at bytes 4–7, for v2 and
///   later a second word at 8–11 whose high half says a format key ends the record; the
///   fields start at byte 12 (8 before v2) in the order 0x2 format key, 0x4 0x8 0x80 0x100
///   0x400 0x800 keys, 0x200 rich-text key, 0x1000 0x2000 keys, 0x10 string key, 0x20
///   double, 0x40 date seconds.
struct IWACellRecord: Equatable {
  /// `TST.CellType`: 2 number, 3 text, 5 date, 6 boolean, 7 duration, 8 error, 9 rich
  /// text, 10 currency (v5 only).
  var type: UInt8
  /// The storage version (0–5).
  var version: UInt8
  /// The number of a v5 number or currency cell, as decimal text.
  var decimal: String?
  /// The double of a number, boolean or duration cell (and of pre-BNC numbers).
  var double: Double?
  /// Seconds since 2001-01-01 00:00 of a date cell.
  var seconds: Double?
  /// The key into the string list.
  var stringKey: UInt32?
  /// The key into the rich-text list.
  var richTextKey: UInt32?
  /// The key into the format list that governs the cell's display, if any.
  var formatKey: UInt32?

  /// The record in `bytes`, or `nil` when it is cut short or of an unknown version.
  init?(_ bytes: ArraySlice<UInt8>) {
    let bytes = Array(bytes)
    guard bytes.count >= 8 else { return nil }
    version = bytes[0]
    switch version {
    case 5:
      guard bytes.count >= 12 else { return nil }
      type = bytes[1]
      guard Self.readV5(bytes, into: &self) else { return nil }
    case 0...4:
      type = bytes[version >= 4 ? 1 : 2]
      guard Self.readPreBNC(bytes, into: &self) else { return nil }
    default:
      return nil
    }
  }

  /// A little-endian reader over one record that never reads past its end.
  private struct Cursor {
    let bytes: [UInt8]
    var position: Int

    mutating func take(_ count: Int) -> [UInt8]? {
      guard position + count <= bytes.count else { return nil }
      defer { position += count }
      return Array(bytes[position..<position + count])
    }

    mutating func key() -> UInt32? { integer(UInt32.self) }
    mutating func double() -> Double? { integer(UInt64.self).map(Double.init(bitPattern:)) }

    private mutating func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
      guard let value = bytes.getInteger(at: position, endianness: .little, as: T.self) else {
        return nil
      }
      position += MemoryLayout<T>.size
      return value
    }
  }

  /// The field mask words; the record's length was checked before they are read.
  private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes.getInteger(at: offset, endianness: .little, as: UInt32.self) ?? 0
  }

  private static func readV5(_ bytes: [UInt8], into record: inout IWACellRecord) -> Bool {
    let mask = word(bytes, at: 8)
    var cursor = Cursor(bytes: bytes, position: 12)
    if mask & 0x1 != 0 {
      guard let raw = cursor.take(16) else { return false }
      record.decimal = decimalText(raw)
    }
    if mask & 0x2 != 0 {
      guard let value = cursor.double() else { return false }
      record.double = value
    }
    if mask & 0x4 != 0 {
      guard let value = cursor.double() else { return false }
      record.seconds = value
    }
    if mask & 0x8 != 0 {
      guard let key = cursor.key() else { return false }
      record.stringKey = key
    }
    if mask & 0x10 != 0 {
      guard let key = cursor.key() else { return false }
      record.richTextKey = key
    }
    // Style, condition, formula, control and suggestion keys: 0x20 through 0x1000.
    cursor.position += (mask & 0x1FE0).nonzeroBitCount * 4
    // The format keys, 0x2000 number … 0x40000 boolean: the one for the cell's type wins.
    let wanted: UInt32
    switch record.type {
    case 2: wanted = 0x2000
    case 10: wanted = 0x4000
    case 5: wanted = 0x8000
    case 7: wanted = 0x10000
    case 3, 9: wanted = 0x20000
    case 6: wanted = 0x40000
    default: wanted = 0
    }
    var bit: UInt32 = 0x2000
    while bit <= 0x40000 {
      if mask & bit != 0 {
        guard let key = cursor.key() else { return true }
        if bit == wanted || (record.formatKey == nil && wanted == 0) { record.formatKey = key }
      }
      bit <<= 1
    }
    return true
  }

  private static func readPreBNC(_ bytes: [UInt8], into record: inout IWACellRecord) -> Bool {
    let mask = word(bytes, at: 4)
    let modern = record.version >= 2
    guard !modern || bytes.count >= 12 else { return false }
    var cursor = Cursor(bytes: bytes, position: modern ? 12 : 8)
    var formatKey: UInt32?
    if mask & 0x2 != 0 {
      guard let key = cursor.key() else { return false }
      formatKey = key
    }
    cursor.position += (mask & (modern ? 0x0D8C : 0x018C)).nonzeroBitCount * 4
    if mask & 0x200 != 0 {
      guard let key = cursor.key() else { return false }
      record.richTextKey = key
    }
    cursor.position += (mask & (modern ? 0x3000 : 0x1000)).nonzeroBitCount * 4
    if mask & 0x10 != 0 {
      guard let key = cursor.key() else { return false }
      record.stringKey = key
    }
    if mask & 0x20 != 0 {
      guard let value = cursor.double() else { return false }
      record.double = value
    }
    if mask & 0x40 != 0 {
      guard let value = cursor.double() else { return false }
      record.seconds = value
    }
    if modern, word(bytes, at: 8) >> 16 & 0xFF != 0, let key = cursor.key() {
      formatKey = formatKey ?? key
    }
    record.formatKey = formatKey
    return true
  }

  /// IEEE 754-2008 decimal128 with a binary integer significand (little-endian): sign bit
  /// 127, 14-bit exponent biased by 0x1820 at bit 113, 113-bit significand. Significands
  /// past 64 bits give `nil` (the caller falls back to the double).
  static func decimalText(_ bytes: [UInt8]) -> String? {
    guard let low = bytes.getInteger(at: 0, endianness: .little, as: UInt64.self),
      let high = bytes.getInteger(at: 8, endianness: .little, as: UInt64.self)
    else { return nil }
    let negative = high >> 63 != 0
    let exponent = Int((high >> 49) & 0x3FFF) - 0x1820
    guard high & 0x1_FFFF_FFFF_FFFF == 0 else { return nil }
    var digits = String(low)
    if exponent > 0 {
      guard exponent < 40 else { return nil }
      if low != 0 { digits += String(repeating: "0", count: exponent) }
    } else if exponent < 0 {
      let places = -exponent
      guard places < 400 else { return nil }
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
