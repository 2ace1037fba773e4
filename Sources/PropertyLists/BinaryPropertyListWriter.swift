import Foundation

/// Flattens a ``PropertyListValue`` into the `bplist00` object table.
struct BinaryPropertyListWriter {
  private enum Node {
    case scalar(PropertyListValue)
    case array([Int])
    case dictionary(keys: [Int], values: [Int])
  }

  private var nodes: [Node] = []
  private var unique: [PropertyListValue: Int] = [:]

  mutating func write(_ value: PropertyListValue) -> Data {
    let top = assign(value)
    let referenceSize = Self.byteCount(UInt64(max(nodes.count - 1, 0)))
    var body: [UInt8] = Array("bplist00".utf8)
    var offsets: [Int] = []
    offsets.reserveCapacity(nodes.count)
    for node in nodes {
      offsets.append(body.count)
      switch node {
      case .scalar(let scalar): Self.append(scalar, to: &body)
      case .array(let items):
        Self.appendMarker(0xA, count: items.count, to: &body)
        for item in items { Self.appendBigEndian(UInt64(item), size: referenceSize, to: &body) }
      case .dictionary(let keys, let values):
        Self.appendMarker(0xD, count: keys.count, to: &body)
        for item in keys + values {
          Self.appendBigEndian(UInt64(item), size: referenceSize, to: &body)
        }
      }
    }
    let tableOffset = body.count
    let offsetSize = Self.byteCount(UInt64(offsets.last ?? 0))
    for offset in offsets { Self.appendBigEndian(UInt64(offset), size: offsetSize, to: &body) }
    body += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    Self.appendBigEndian(UInt64(nodes.count), size: 8, to: &body)
    Self.appendBigEndian(UInt64(top), size: 8, to: &body)
    Self.appendBigEndian(UInt64(tableOffset), size: 8, to: &body)
    return Data(body)
  }

  /// Gives every object an index, parents before children; equal scalars share one.
  private mutating func assign(_ value: PropertyListValue) -> Int {
    switch value {
    case .array(let items):
      let index = reserve()
      nodes[index] = .array(items.map { assign($0) })
      return index
    case .dictionary(let dictionary):
      let index = reserve()
      let keys = dictionary.keys.sorted()
      let keyIndices = keys.map { assign(.string($0)) }
      let valueIndices = keys.map { key in assign(dictionary[key] ?? .boolean(false)) }
      nodes[index] = .dictionary(keys: keyIndices, values: valueIndices)
      return index
    default:
      if let known = unique[value] { return known }
      nodes.append(.scalar(value))
      unique[value] = nodes.count - 1
      return nodes.count - 1
    }
  }

  private mutating func reserve() -> Int {
    nodes.append(.array([]))
    return nodes.count - 1
  }

  static func byteCount(_ value: UInt64) -> Int {
    switch value {
    case 0...0xFF: return 1
    case 0...0xFFFF: return 2
    case 0...0xFFFF_FFFF: return 4
    default: return 8
    }
  }

  static func appendBigEndian(_ value: UInt64, size: Int, to body: inout [UInt8]) {
    for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
      body.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  static func appendMarker(_ kind: UInt8, count: Int, to body: inout [UInt8]) {
    if count < 15 {
      body.append(kind << 4 | UInt8(count))
    } else {
      body.append(kind << 4 | 0x0F)
      appendInteger(Int64(count), to: &body)
    }
  }

  static func appendInteger(_ value: Int64, to body: inout [UInt8]) {
    let size = value < 0 ? 8 : byteCount(UInt64(value))
    let exponent: UInt8 = size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3
    body.append(0x10 | exponent)
    appendBigEndian(UInt64(bitPattern: value), size: size, to: &body)
  }

  static func append(_ value: PropertyListValue, to body: inout [UInt8]) {
    switch value {
    case .boolean(let flag): body.append(flag ? 0x09 : 0x08)
    case .integer(let number): appendInteger(number, to: &body)
    case .real(let number):
      body.append(0x23)
      appendBigEndian(number.bitPattern, size: 8, to: &body)
    case .date(let date):
      body.append(0x33)
      appendBigEndian(date.timeIntervalSinceReferenceDate.bitPattern, size: 8, to: &body)
    case .data(let data):
      appendMarker(0x4, count: data.count, to: &body)
      body += data
    case .string(let text):
      if text.utf8.allSatisfy({ $0 < 0x80 }) {
        appendMarker(0x5, count: text.utf8.count, to: &body)
        body += text.utf8
      } else {
        let units = Array(text.utf16)
        appendMarker(0x6, count: units.count, to: &body)
        for unit in units { appendBigEndian(UInt64(unit), size: 2, to: &body) }
      }
    case .uid(let reference):
      let size = byteCount(reference)
      body.append(0x80 | UInt8(size - 1))
      appendBigEndian(reference, size: size, to: &body)
    case .array, .dictionary:
      break  // containers are written by `write`
    }
  }
}
