import ByteReading

/// Parses flat RTFD bytes into records, checking every length against the data.
struct FlatRTFDReader {
  private let bytes: [UInt8]
  /// Deepest record nesting accepted.
  static let maximumDepth = 64

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The top record, or `nil` when the data is not flat RTFD or is damaged.
  func parse() -> FlatRTFD.Record? {
    guard bytes.count >= 12, Array(bytes[0..<4]) == FlatRTFD.magic, word(at: 4) == 0 else {
      return nil
    }
    var offset = 8
    guard let record = parseRecord(&offset, end: bytes.count, depth: 0), offset == bytes.count
    else { return nil }
    return record
  }

  private func word(at offset: Int) -> UInt32? {
    bytes.getInteger(at: offset, endianness: .little, as: UInt32.self)
  }

  private func readWord(_ offset: inout Int, end: Int) -> Int? {
    guard offset + 4 <= end, let value = word(at: offset) else { return nil }
    offset += 4
    return Int(value)
  }

  private func parseRecord(_ offset: inout Int, end: Int, depth: Int) -> FlatRTFD.Record? {
    guard depth < Self.maximumDepth, let type = readWord(&offset, end: end) else { return nil }
    switch UInt32(type) {
    case FlatRTFD.dataRecord:
      guard var length = readWord(&offset, end: end) else { return nil }
      if UInt32(length) == FlatRTFD.paddedLengthMarker {
        guard let real = readWord(&offset, end: end), let padding = readWord(&offset, end: end),
          padding <= end - offset
        else { return nil }
        offset += padding
        length = real
      }
      guard length <= end - offset else { return nil }
      let data = bytes[offset..<offset + length]
      offset += length
      return .data(data)
    case FlatRTFD.directoryRecord:
      guard let count = readWord(&offset, end: end), count <= (end - offset) / 8 else {
        return nil
      }
      var keys: [[UInt8]] = []
      keys.reserveCapacity(count)
      for _ in 0..<count {
        guard let length = readWord(&offset, end: end), length <= end - offset else {
          return nil
        }
        keys.append(Array(bytes[offset..<offset + length]))
        offset += length
      }
      var lengths: [Int] = []
      for _ in 0..<count {
        guard let length = readWord(&offset, end: end) else { return nil }
        lengths.append(length)
      }
      var entries: [(key: [UInt8], value: FlatRTFD.Record)] = []
      for index in 0..<count {
        let valueEnd = offset + lengths[index]
        guard lengths[index] <= end - offset,
          let value = parseRecord(&offset, end: valueEnd, depth: depth + 1), offset == valueEnd
        else { return nil }
        entries.append((keys[index], value))
      }
      return .directory(entries)
    default:
      return nil
    }
  }
}
