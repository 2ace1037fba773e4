/// Looks control word names up straight from the input bytes, without making a `String`:
/// an open-addressing table keyed by the FNV-1a hash of the name, confirmed byte by byte.
struct RTFKeywordTable: Sendable {
  /// Every name's bytes, one after another; entry `i` is `nameBytes[nameStarts[i]...]`,
  /// `nameLengths[i]` long (flat, so a lookup touches no nested array).
  private let nameBytes: [UInt8]
  private let nameStarts: [Int32]
  private let nameLengths: [Int32]
  private let keywords: [RTFKeyword]
  private let slots: [Int32]
  private let mask: Int
  /// Names of at most 8 letters (nearly every word in real files), packed little-endian
  /// into one integer (letters are never zero, so the length is implied): a lookup is one
  /// multiply and one compare. `packedIndices` holds the entry, -1 for an empty slot.
  private let packedKeys: [UInt64]
  private let packedIndices: [Int32]

  /// The parser's table, built from `RTFKeyword.table`.
  static let shared = RTFKeywordTable(RTFKeyword.table)

  init(_ table: [String: RTFKeyword]) {
    var size = 16
    while size < table.count * 4 { size *= 2 }
    var slots = [Int32](repeating: -1, count: size)
    var nameBytes: [UInt8] = []
    var nameStarts: [Int32] = []
    var nameLengths: [Int32] = []
    var keywords: [RTFKeyword] = []
    for (name, keyword) in table.sorted(by: { $0.key < $1.key }) {
      let bytes = Array(name.utf8)
      var slot =
        Int(truncatingIfNeeded: bytes.withUnsafeBufferPointer { Self.hash($0, 0..<$0.count) })
        & (size - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = Int32(keywords.count)
      nameStarts.append(Int32(nameBytes.count))
      nameLengths.append(Int32(bytes.count))
      nameBytes.append(contentsOf: bytes)
      keywords.append(keyword)
    }
    self.nameBytes = nameBytes
    self.nameStarts = nameStarts
    self.nameLengths = nameLengths
    self.keywords = keywords
    self.slots = slots
    self.mask = size - 1
    var packedKeys = [UInt64](repeating: 0, count: size)
    var packedIndices = [Int32](repeating: -1, count: size)
    for (index, start) in nameStarts.enumerated() where nameLengths[index] <= 8 {
      let bytes = nameBytes[Int(start)..<Int(start) + Int(nameLengths[index])]
      var key: UInt64 = 0
      for (offset, byte) in bytes.enumerated() { key |= UInt64(byte) << (8 * UInt64(offset)) }
      var slot = Self.slot(of: key, mask: size - 1)
      while packedIndices[slot] >= 0 { slot = (slot + 1) & (size - 1) }
      packedKeys[slot] = key
      packedIndices[slot] = Int32(index)
    }
    self.packedKeys = packedKeys
    self.packedIndices = packedIndices
  }

  @inline(__always)
  private static func slot(of key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
  }

  /// The keyword named by `bytes[range]`, or `nil` for an unknown word.
  func keyword(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> RTFKeyword? {
    if range.count <= 8 {
      var key: UInt64 = 0
      if range.lowerBound + 8 <= bytes.count, let base = bytes.baseAddress {
        // One load, the bytes past the name masked off.
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: UInt64.self))
        key = range.count == 8 ? word : word & ((1 << (UInt64(range.count) &* 8)) &- 1)
      } else {
        var shift: UInt64 = 0
        for index in range {
          key |= UInt64(bytes[index]) << shift
          shift += 8
        }
      }
      var slot = Self.slot(of: key, mask: mask)
      while true {
        let index = Int(packedIndices[slot])
        if index < 0 { return nil }
        if packedKeys[slot] == key { return keywords[index] }
        slot = (slot + 1) & mask
      }
    }
    var slot = Int(truncatingIfNeeded: Self.hash(bytes, range)) & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 { return nil }
      if Int(nameLengths[index]) == range.count {
        let start = Int(nameStarts[index])
        var equal = true
        for offset in 0..<range.count
        where nameBytes[start + offset] != bytes[range.lowerBound + offset] {
          equal = false
          break
        }
        if equal { return keywords[index] }
      }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for index in range {
      hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3
    }
    return hash ^ (hash >> 29)
  }
}
