/// One field of a protobuf message: its number and either a varint/fixed value or the byte
/// range of a length-delimited value (string, bytes, sub-message, packed list).
struct ProtobufField {
  /// The field number.
  var number: Int
  /// The value of a varint, fixed32 or fixed64 field.
  var value: UInt64
  /// The bytes of a length-delimited field, as a range of the message's buffer.
  var bytes: Range<Int>?
}

/// A minimal, bounds-checked protobuf wire-format reader: it splits a message into fields
/// and checks every length against the buffer. Schemas live in the callers, which read only
/// the fields text needs; everything else is skipped.
struct ProtobufReader {
  /// The buffer holding the message.
  let buffer: [UInt8]

  /// The fields of the message at `range`, in order.
  ///
  /// - Throws: `IWorkError.badProtobuf` when a length lies or a wire type is unknown.
  func fields(in range: Range<Int>) throws(IWorkError) -> [ProtobufField] {
    var fields: [ProtobufField] = []
    var position = range.lowerBound
    while position < range.upperBound {
      let key = try varint(at: &position, end: range.upperBound)
      let number = Int(truncatingIfNeeded: key >> 3)
      guard number > 0 else {
        throw .badProtobuf(offset: position, reason: "field number 0")
      }
      switch key & 0x07 {
      case 0:
        fields.append(
          ProtobufField(number: number, value: try varint(at: &position, end: range.upperBound)))
      case 1, 5:
        let size = key & 0x07 == 1 ? 8 : 4
        guard size <= range.upperBound - position else {
          throw .badProtobuf(offset: position, reason: "fixed value runs past the message")
        }
        var value: UInt64 = 0
        for index in 0..<size { value |= UInt64(buffer[position + index]) << (8 * index) }
        position += size
        fields.append(ProtobufField(number: number, value: value))
      case 2:
        let length = try varint(at: &position, end: range.upperBound)
        guard length <= UInt64(range.upperBound - position) else {
          throw .badProtobuf(
            offset: position, reason: "length \(length) runs past the message")
        }
        let end = position + Int(length)
        fields.append(ProtobufField(number: number, value: length, bytes: position..<end))
        position = end
      default:
        throw .badProtobuf(offset: position, reason: "unsupported wire type \(key & 0x07)")
      }
    }
    return fields
  }

  /// A varint at `position` (advanced past it), not reading at or past `end`.
  func varint(at position: inout Int, end: Int) throws(IWorkError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard position < end, position < buffer.count, shift < 64 else {
        throw .badProtobuf(offset: position, reason: "varint cut off or too long")
      }
      let byte = buffer[position]
      position += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
  }

  /// The values of a packed repeated varint field.
  func packedVarints(_ range: Range<Int>) throws(IWorkError) -> [UInt64] {
    var values: [UInt64] = []
    var position = range.lowerBound
    while position < range.upperBound {
      values.append(try varint(at: &position, end: range.upperBound))
    }
    return values
  }

  /// The UTF-8 text of a string field (invalid sequences repaired).
  func string(_ range: Range<Int>) -> String {
    String(decoding: buffer[range], as: UTF8.self)
  }
}
