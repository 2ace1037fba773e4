import ByteReading
import Foundation

/// Reads `bplist00` data into ``PropertyListValue``s, bounds-checking every offset.
///
/// Shared objects (one object referenced many times) are decoded once and reused, so a
/// small file cannot expand exponentially; an object that contains itself is refused.
struct BinaryPropertyListReader {
  private let bytes: [UInt8]
  private let limits: BinaryPropertyList.Limits
  private var offsetSize = 0
  private var referenceSize = 0
  private var objectCount = 0
  private var tableOffset = 0
  private var memo: [Int: PropertyListValue] = [:]
  private var active: Set<Int> = []

  init(_ data: Data, limits: BinaryPropertyList.Limits) {
    self.bytes = [UInt8](data)
    self.limits = limits
  }

  mutating func read() throws -> PropertyListValue {
    guard bytes.count >= 8, bytes[0..<8].elementsEqual("bplist00".utf8) else {
      throw BinaryPropertyListError.notBinaryPropertyList
    }
    guard bytes.count >= 8 + 32 else {
      throw BinaryPropertyListError.truncated(structure: "32-byte trailer", offset: bytes.count)
    }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    let count = bigEndian(trailer + 8, 8)
    let top = bigEndian(trailer + 16, 8)
    let table = bigEndian(trailer + 24, 8)
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw BinaryPropertyListError.invalidTrailer(
        reason: "integer sizes \(offsetSize)/\(referenceSize)")
    }
    guard count >= 1 else { throw BinaryPropertyListError.invalidTrailer(reason: "no objects") }
    guard count <= UInt64(limits.maxObjects) else {
      throw BinaryPropertyListError.tooManyObjects(count: count, limit: limits.maxObjects)
    }
    objectCount = Int(count)
    guard table >= 8, table <= UInt64(trailer),
      UInt64(objectCount) * UInt64(offsetSize) <= UInt64(trailer) - table
    else { throw BinaryPropertyListError.invalidTrailer(reason: "offset table outside the data") }
    tableOffset = Int(table)
    guard top < count else {
      throw BinaryPropertyListError.referenceOutOfRange(reference: top, objectCount: objectCount)
    }
    return try object(Int(top), depth: 0)
  }

  /// The `size`-byte big-endian value at `offset` (the caller checked the bounds); of a wider
  /// field (a 16-byte UID) only the low 8 bytes count.
  private func bigEndian(_ offset: Int, _ size: Int) -> UInt64 {
    let excess = max(0, size - 8)
    return bytes.getInteger(at: offset + excess, byteCount: size - excess, as: UInt64.self) ?? 0
  }

  /// Reads `size` bytes big-endian at `offset`, which must lie inside the object area.
  private func integer(at offset: Int, size: Int, index: Int) throws -> UInt64 {
    guard offset >= 8, size <= tableOffset - offset else {
      throw BinaryPropertyListError.truncated(structure: "object #\(index)", offset: offset)
    }
    return bigEndian(offset, size)
  }

  private mutating func object(_ index: Int, depth: Int) throws -> PropertyListValue {
    if let known = memo[index] { return known }
    guard depth <= limits.maxDepth else {
      throw BinaryPropertyListError.tooDeep(limit: limits.maxDepth)
    }
    guard active.insert(index).inserted else { throw BinaryPropertyListError.cycle(index: index) }
    defer { active.remove(index) }
    // Compared before converting: an 8-byte offset may not fit in an Int.
    let offset = bigEndian(tableOffset + index * offsetSize, offsetSize)
    guard offset >= 8, offset < UInt64(tableOffset) else {
      throw BinaryPropertyListError.invalidObject(
        index: index, reason: "offset \(offset) outside the object area")
    }
    let start = Int(offset)
    let value = try decode(index, at: start, depth: depth)
    memo[index] = value
    return value
  }

  private mutating func decode(_ index: Int, at start: Int, depth: Int) throws -> PropertyListValue
  {
    let marker = bytes[start]
    let kind = marker >> 4
    let info = Int(marker & 0x0F)
    switch kind {
    case 0x0:
      switch marker {
      case 0x08: return .boolean(false)
      case 0x09: return .boolean(true)
      default: throw BinaryPropertyListError.unsupportedObject(index: index, marker: marker)
      }
    case 0x1:
      guard info <= 3 else {
        throw BinaryPropertyListError.unsupportedObject(index: index, marker: marker)
      }
      let size = 1 << info
      let raw = try integer(at: start + 1, size: size, index: index)
      return .integer(size == 8 ? Int64(bitPattern: raw) : Int64(raw))
    case 0x2:
      guard info == 2 || info == 3 else {
        throw BinaryPropertyListError.unsupportedObject(index: index, marker: marker)
      }
      let raw = try integer(at: start + 1, size: 1 << info, index: index)
      return .real(info == 2 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw))
    case 0x3:
      guard marker == 0x33 else {
        throw BinaryPropertyListError.unsupportedObject(index: index, marker: marker)
      }
      let raw = try integer(at: start + 1, size: 8, index: index)
      return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: raw)))
    case 0x4, 0x5, 0x6, 0x7:
      let (count, body) = try length(info, after: start, index: index)
      let unit = kind == 0x6 ? 2 : 1
      guard count <= (tableOffset - body) / unit else {
        throw BinaryPropertyListError.truncated(structure: "object #\(index)", offset: body)
      }
      let slice = bytes[body..<body + count * unit]
      switch kind {
      case 0x4: return .data(Data(slice))
      case 0x5:
        return .string(String(decoding: slice.map { $0 & 0x7F == $0 ? $0 : 0x3F }, as: UTF8.self))
      case 0x6:
        let units = bytes.withByteReader { reader in
          stride(from: body, to: body + count * 2, by: 2).map {
            reader.getInteger(at: $0, as: UInt16.self) ?? 0
          }
        }
        return .string(String(decoding: units, as: UTF16.self))
      default:
        guard let text = String(validating: slice, as: UTF8.self) else {
          throw BinaryPropertyListError.invalidObject(index: index, reason: "invalid UTF-8 string")
        }
        return .string(text)
      }
    case 0x8:
      return .uid(try integer(at: start + 1, size: info + 1, index: index))
    case 0xA, 0xC:
      let references = try referenceList(info, after: start, index: index, factor: 1)
      var items: [PropertyListValue] = []
      items.reserveCapacity(references.count)
      for reference in references { items.append(try object(reference, depth: depth + 1)) }
      return .array(items)
    case 0xD:
      let references = try referenceList(info, after: start, index: index, factor: 2)
      let half = references.count / 2
      var result: [String: PropertyListValue] = [:]
      for position in 0..<half {
        guard case .string(let key) = try object(references[position], depth: depth + 1) else {
          throw BinaryPropertyListError.nonStringKey(index: index)
        }
        result[key] = try object(references[half + position], depth: depth + 1)
      }
      return .dictionary(result)
    default:
      throw BinaryPropertyListError.unsupportedObject(index: index, marker: marker)
    }
  }

  /// The element count of a string, data or container, and where its body starts.
  private func length(_ info: Int, after start: Int, index: Int) throws -> (Int, Int) {
    guard info == 0x0F else { return (info, start + 1) }
    guard start + 1 < tableOffset else {
      throw BinaryPropertyListError.truncated(
        structure: "length of object #\(index)", offset: start)
    }
    let marker = bytes[start + 1]
    guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
      throw BinaryPropertyListError.invalidObject(index: index, reason: "bad length marker")
    }
    let size = 1 << Int(marker & 0x0F)
    let count = try integer(at: start + 2, size: size, index: index)
    guard count <= UInt64(bytes.count) else {
      throw BinaryPropertyListError.truncated(structure: "object #\(index)", offset: start)
    }
    return (Int(count), start + 2 + size)
  }

  private func referenceList(_ info: Int, after start: Int, index: Int, factor: Int) throws -> [Int]
  {
    let (count, body) = try length(info, after: start, index: index)
    let total = count * factor
    guard total <= (tableOffset - body) / referenceSize else {
      throw BinaryPropertyListError.truncated(structure: "object #\(index)", offset: body)
    }
    let size = referenceSize
    return try bytes.withByteReader { reader in
      try (0..<total).map { position in
        // Inside the object area: checked above.
        let reference =
          reader.getInteger(at: body + position * size, byteCount: size, as: UInt64.self) ?? 0
        guard reference < UInt64(objectCount) else {
          throw BinaryPropertyListError.referenceOutOfRange(
            reference: reference, objectCount: objectCount)
        }
        return Int(reference)
      }
    }
  }
}
