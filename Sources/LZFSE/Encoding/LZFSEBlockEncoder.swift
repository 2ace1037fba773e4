/// Writes `bvx1`/`bvx2` blocks from LZ sequences: splits them into triples (L ≤ 315,
/// M ≤ 2359, D = 0 for a repeated distance) and blocks (≤ 10,000 triples, ≤ 40,000 literals),
/// counts and normalizes the four symbol alphabets, and FSE-codes literals and triples
/// backwards so the decoder reads them forwards.
enum LZFSEBlockEncoder {
  struct Triple {
    var literals: Int
    var match: Int
    var distance: Int
  }

  static func blocks(_ sequences: [LZSequence], input: [UInt8], version: Int) -> [UInt8] {
    var output: [UInt8] = []
    var triples: [Triple] = []
    var literals: [UInt8] = []
    var previous = 0
    var rawCount = 0
    func flush() {
      guard !triples.isEmpty else { return }
      output += block(triples, literals: literals, rawCount: rawCount, version: version)
      triples = []
      literals = []
      previous = 0
      rawCount = 0
    }
    func append(_ literalRun: ArraySlice<UInt8>, match: Int, distance: Int) {
      if triples.count == Format.matchesPerBlock
        || literals.count + literalRun.count > Format.literalsPerBlock - 4
      {
        flush()
      }
      // D = 0 repeats the distance; a literal-only triple before any distance gets 1 (Apple's
      // decoder checks D even when M is 0).
      let coded: Int
      if match > 0 {
        coded = distance == previous ? 0 : distance
        previous = distance
      } else if previous != 0 {
        coded = 0
      } else {
        coded = 1
        previous = 1
      }
      triples.append(Triple(literals: literalRun.count, match: match, distance: coded))
      literals += literalRun
      rawCount += literalRun.count + match
    }
    for sequence in sequences {
      var start = sequence.literalStart
      var count = sequence.literalCount
      while count > Format.maximumL {
        append(input[start..<start + Format.maximumL], match: 0, distance: 0)
        start += Format.maximumL
        count -= Format.maximumL
      }
      var match = sequence.matchLength
      append(
        input[start..<start + count], match: min(match, Format.maximumM),
        distance: sequence.distance)
      match -= min(match, Format.maximumM)
      while match > 0 {
        let piece = min(match, Format.maximumM)
        append([], match: piece, distance: sequence.distance)
        match -= piece
      }
    }
    flush()
    return output
  }
}
