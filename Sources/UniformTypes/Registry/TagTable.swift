/// An open-addressing hash table from lower-cased tags to candidate lists, probed with the
/// caller's string as is: FNV-1a over the ASCII-folded UTF-8 bytes, so a mixed-case extension
/// is found without allocating a lower-cased copy. Built once, read-only afterwards.
final class TagTable: Sendable {
  private let slots: [Int32]
  private let keys: [[UInt8]]
  private let hashes: [UInt64]
  private let values: [[TypeRecord]]
  private let mask: Int

  /// Builds the table from lower-cased keys.
  init(_ dictionary: [String: [TypeRecord]]) {
    var capacity = 8
    while capacity < dictionary.count * 2 { capacity <<= 1 }
    var slots = [Int32](repeating: -1, count: capacity)
    var keys: [[UInt8]] = []
    var hashes: [UInt64] = []
    var values: [[TypeRecord]] = []
    for (key, candidates) in dictionary.sorted(by: { $0.key < $1.key }) {
      let bytes = Array(key.utf8)
      let hash = Self.hash(bytes[...])
      var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = Int32(keys.count)
      keys.append(bytes)
      hashes.append(hash)
      values.append(candidates)
    }
    self.slots = slots
    self.keys = keys
    self.hashes = hashes
    self.values = values
    self.mask = capacity - 1
  }

  /// The candidates for `tag`, compared case-insensitively.
  /// - Complexity: O(length of `tag`) on average.
  @inline(__always)
  func lookUp(_ tag: String) -> [TypeRecord]? {
    var tag = tag
    let found = tag.withUTF8 { bytes -> Int? in
      var isASCII = true
      for byte in bytes where byte >= 0x80 {
        isASCII = false
        break
      }
      guard isASCII else { return -2 }
      return find(bytes)
    }
    if found == -2 {
      let lowered = Array(tag.lowercased().utf8)
      return lowered.withUnsafeBufferPointer { find($0) }.map { values[$0] }
    }
    return found.map { values[$0] }
  }

  private func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let hash = Self.hash(bytes)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 { return nil }
      if hashes[index] == hash && Self.equalFolded(keys[index], bytes) { return index }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  private static func fold(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }

  private static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(fold(byte))) &* 0x100_0000_01B3
    }
    return hash
  }

  private static func equalFolded(_ key: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard key.count == bytes.count else { return false }
    for index in 0..<key.count where key[index] != fold(bytes[index]) {
      return false
    }
    return true
  }
}
