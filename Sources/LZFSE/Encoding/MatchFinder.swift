/// One LZ77 step for the encoders: `literalCount` bytes from `literalStart`, then
/// `matchLength` bytes copied from `distance` back (`matchLength` 0: literals only).
struct LZSequence: Equatable, Sendable {
  var literalStart: Int
  var literalCount: Int
  var matchLength: Int
  var distance: Int
}

/// A greedy matcher over the whole input (one 4-byte hash table slot per bucket, plus the
/// last distance tried first), fed block by block so matches may reach into earlier blocks.
/// It aims at valid, varied streams for tests and fuzz seeds, not at Apple's ratios.
struct MatchFinder {
  let input: [UInt8]
  private var table: [Int]
  private var hashed = 0
  private var lastDistance = 0
  private static let hashBits = 15

  init(_ input: [UInt8]) {
    self.input = input
    table = [Int](repeating: -1, count: 1 << Self.hashBits)
  }

  private func hash(_ position: Int) -> Int {
    let word =
      UInt32(input[position]) | UInt32(input[position + 1]) << 8
      | UInt32(input[position + 2]) << 16 | UInt32(input[position + 3]) << 24
    return Int((word &* 2_654_435_761) >> UInt32(32 - Self.hashBits))
  }

  /// Records every position before `end` in the hash table.
  mutating func skip(to end: Int) {
    while hashed < end {
      if hashed + 4 <= input.count { table[hash(hashed)] = hashed }
      hashed += 1
    }
  }

  private func matchLength(_ position: Int, _ candidate: Int, end: Int) -> Int {
    var length = 0
    while position + length < end, input[position + length] == input[candidate + length] {
      length += 1
    }
    return length
  }

  /// The sequences covering `range`; distances stay at most `maximumDistance`.
  mutating func sequences(in range: Range<Int>, maximumDistance: Int) -> [LZSequence] {
    skip(to: range.lowerBound)
    var result: [LZSequence] = []
    var position = range.lowerBound
    var literalStart = position
    while position + 4 <= range.upperBound {
      var best = 0
      var bestDistance = 0
      if lastDistance > 0, lastDistance <= position {
        let length = matchLength(position, position - lastDistance, end: range.upperBound)
        if length >= 3 { (best, bestDistance) = (length, lastDistance) }
      }
      let candidate = table[hash(position)]
      skip(to: position + 1)
      if candidate >= 0, position - candidate <= maximumDistance {
        let length = matchLength(position, candidate, end: range.upperBound)
        if length >= 4, length > best + 1 { (best, bestDistance) = (length, position - candidate) }
      }
      if best >= 3 {
        result.append(
          LZSequence(
            literalStart: literalStart, literalCount: position - literalStart,
            matchLength: best, distance: bestDistance))
        position += best
        skip(to: position)
        literalStart = position
        lastDistance = bestDistance
      } else {
        position += 1
      }
    }
    skip(to: range.upperBound)
    if literalStart < range.upperBound {
      result.append(
        LZSequence(
          literalStart: literalStart, literalCount: range.upperBound - literalStart,
          matchLength: 0, distance: 0))
    }
    return result
  }
}
