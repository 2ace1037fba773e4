/// The fixed prefix code `bvx2` headers use for frequency values, read from the least
/// significant bit up: the low bits of a code say how long it is.
///
/// | value | bits | code (LSB first) |
/// |---|---|---|
/// | 0, 1 | 2 | `x0` |
/// | 2, 3 | 3 | `x01` |
/// | 4–7 | 5 | `xx011` |
/// | 8–23 | 8 | `xxxx0111` |
/// | 24–1047 | 14 | ten bits, then `1111` |
enum FrequencyCode {
  /// Decodes one value from the low bits of `bits`, returning it and its length in bits.
  @inline(__always)
  static func decode(_ bits: UInt32) -> (value: UInt16, length: Int) {
    if bits & 1 == 0 { return (UInt16((bits >> 1) & 1), 2) }
    if bits & 2 == 0 { return (2 + UInt16((bits >> 2) & 1), 3) }
    if bits & 4 == 0 { return (4 + UInt16((bits >> 3) & 3), 5) }
    if bits & 8 == 0 { return (8 + UInt16((bits >> 4) & 15), 8) }
    return (24 + UInt16((bits >> 4) & 0x3FF), 14)
  }

  /// The code of `value` (0…1047) and its length, for the encoder.
  static func encode(_ value: Int) -> (bits: UInt32, length: Int) {
    switch value {
    case 0...1: (UInt32(value) << 1, 2)
    case 2...3: (UInt32(value - 2) << 2 | 0b1, 3)
    case 4...7: (UInt32(value - 4) << 3 | 0b011, 5)
    case 8...23: (UInt32(value - 8) << 4 | 0b0111, 8)
    default: (UInt32(value - 24) << 4 | 0b1111, 14)
    }
  }
}
