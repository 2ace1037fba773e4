/// Looks control word names up straight from the input bytes, without making a `String`:
/// an open-addressing table keyed by the FNV-1a hash of the name, confirmed byte by byte.
struct RTFKeywordTable: Sendable {
  private let names: [[UInt8]]
  private let keywords: [RTFKeyword]
  private let slots: [Int32]
  private let mask: Int

  /// The parser's table, built from `RTFKeyword.table`.
  static let shared = RTFKeywordTable(RTFKeyword.table)

  init(_ table: [String: RTFKeyword]) {
    var size = 16
    while size < table.count * 4 { size *= 2 }
    var slots = [Int32](repeating: -1, count: size)
    var names: [[UInt8]] = []
    var keywords: [RTFKeyword] = []
    for (name, keyword) in table.sorted(by: { $0.key < $1.key }) {
      let bytes = Array(name.utf8)
      var slot =
        Int(truncatingIfNeeded: bytes.withUnsafeBufferPointer { Self.hash($0, 0..<$0.count) })
        & (size - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = Int32(names.count)
      names.append(bytes)
      keywords.append(keyword)
    }
    self.names = names
    self.keywords = keywords
    self.slots = slots
    self.mask = size - 1
  }

  /// The keyword named by `bytes[range]`, or `nil` for an unknown word.
  func keyword(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> RTFKeyword? {
    var slot = Int(truncatingIfNeeded: Self.hash(bytes, range)) & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 { return nil }
      let name = names[index]
      if name.count == range.count {
        var equal = true
        var offset = 0
        for byte in name {
          if bytes[range.lowerBound + offset] != byte {
            equal = false
            break
          }
          offset += 1
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
