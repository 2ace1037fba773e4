import ByteReading

/// Decoding bytes in a known encoding: invalid sequences become U+FFFD, never an error,
/// as a text viewer shows them.
enum TextDecoding {
  static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes, as encoding: TextEncoding)
    -> String
  {
    switch encoding {
    case .utf8: return String(decoding: bytes, as: UTF8.self)
    case .utf16LE: return String(decoding: units16(bytes, bigEndian: false), as: UTF16.self)
    case .utf16BE: return String(decoding: units16(bytes, bigEndian: true), as: UTF16.self)
    case .utf32LE: return decode32(bytes, bigEndian: false)
    case .utf32BE: return decode32(bytes, bigEndian: true)
    default:
      let table = encoding.upperHalf ?? []
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count)
      for byte in bytes {
        units.append(byte < 0x80 || table.count != 128 ? UInt16(byte) : table[Int(byte - 0x80)])
      }
      return String(decoding: units, as: UTF16.self)
    }
  }

  /// 16-bit code units; an odd trailing byte becomes U+FFFD.
  static func units16<Bytes: Collection<UInt8>>(_ bytes: Bytes, bigEndian: Bool) -> [UInt16] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2 + 1)
    var iterator = bytes.makeIterator()
    while let first = iterator.next() {
      guard let second = iterator.next() else {
        units.append(0xFFFD)
        break
      }
      units.append(
        bigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first))
    }
    return units
  }

  private static func decode32<Bytes: Collection<UInt8>>(_ bytes: Bytes, bigEndian: Bool)
    -> String
  {
    var scalars = String.UnicodeScalarView()
    let array = Array(bytes)
    var index = 0
    while let value = array.getInteger(
      at: index, endianness: bigEndian ? .big : .little, as: UInt32.self)
    {
      scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      index += 4
    }
    if index < array.count { scalars.append("\u{FFFD}") }
    return String(scalars)
  }
}
