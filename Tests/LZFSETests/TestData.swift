/// Deterministic inputs for the round trips.
enum TestData {
  /// A small xorshift generator, so every run sees the same bytes.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  static func random(_ count: Int, seed: UInt64) -> [UInt8] {
    var generator = Generator(state: seed | 1)
    return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
  }

  /// Words from a small vocabulary with punctuation and numbers: compressible like prose.
  static func text(_ count: Int, seed: UInt64) -> [UInt8] {
    let words = [
      "the", "keynote", "slide", "of", "and", "presentation", "Mój", "poduszkowiec", "jest",
      "pełen", "węgorzy", "to", "archive", "message", "ÅÄÖ", "storage", "paragraph", "12.2",
    ]
    var generator = Generator(state: seed | 1)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count + 16)
    while bytes.count < count {
      bytes += Array(words[generator.below(words.count)].utf8)
      bytes.append(generator.below(9) == 0 ? 0x0A : 0x20)
      if generator.below(40) == 0 { bytes += Array(String(generator.below(100_000)).utf8) }
    }
    return Array(bytes.prefix(count))
  }

  /// Runs of one byte, short periodic patterns and random stretches: long and overlapping
  /// matches, distances near and far.
  static func mixed(_ count: Int, seed: UInt64) -> [UInt8] {
    var generator = Generator(state: seed | 1)
    var bytes: [UInt8] = []
    while bytes.count < count {
      switch generator.below(5) {
      case 0:
        bytes += [UInt8](repeating: UInt8(generator.below(256)), count: 1 + generator.below(3000))
      case 1:
        let period = random(1 + generator.below(7), seed: generator.next())
        for _ in 0..<generator.below(400) { bytes += period }
      case 2:
        bytes += random(generator.below(500), seed: generator.next())
      case 3 where bytes.count > 10:
        // Repeat an earlier stretch, possibly far back.
        let start = generator.below(bytes.count)
        let length = min(bytes.count - start, 1 + generator.below(5000))
        bytes += bytes[start..<start + length]
      default:
        bytes += text(generator.below(2000), seed: generator.next())
      }
    }
    return Array(bytes.prefix(count))
  }
}
