/// The encoder's view of a decoding table: for a symbol and the state the decoder should reach
/// next, the state to be in and the bits that lead there. It inverts ``FSETables`` run by run.
struct FSEEncoderTable {
  let states: Int
  let frequencies: [Int]
  private let runStart: [Int]

  init(states: Int, frequencies: [Int]) {
    self.states = states
    self.frequencies = frequencies
    var start: [Int] = []
    var sum = 0
    for frequency in frequencies {
      start.append(sum)
      sum += frequency
    }
    runStart = start
  }

  /// Moves `state` (the decoder's next state) back over `symbol`: returns the bits the decoder
  /// reads and their count, and sets `state` to the state that decodes `symbol`.
  func encode(_ symbol: Int, state: inout Int) -> (bits: UInt64, width: Int) {
    let f = frequencies[symbol]
    let logStates = states.trailingZeroBitCount
    let k = logStates - (Int.bitWidth - 1 - f.leadingZeroBitCount)
    let wide = ((2 * states) >> k) - f
    let next = state
    if next >= (f << k) - states {
      let j = ((next + states) >> k) - f
      state = runStart[symbol] + j
      return (UInt64((next + states) & ((1 << k) - 1)), k)
    }
    let j = wide + (next >> (k - 1))
    state = runStart[symbol] + j
    return (UInt64(next & ((1 << (k - 1)) - 1)), k - 1)
  }

  /// Scales `counts` to frequencies summing to exactly `states`, every used symbol keeping at
  /// least 1. All-zero counts give all-zero frequencies.
  static func normalize(_ counts: [Int], states: Int) -> [Int] {
    let total = counts.reduce(0, +)
    guard total > 0 else { return counts.map { _ in 0 } }
    var frequencies = counts.map { $0 == 0 ? 0 : max(1, $0 * states / total) }
    var sum = frequencies.reduce(0, +)
    while sum != states {
      if sum < states {
        let most = counts.indices.max { counts[$0] < counts[$1] } ?? 0
        frequencies[most] += states - sum
        sum = states
      } else {
        let largest = frequencies.indices.max { frequencies[$0] < frequencies[$1] } ?? 0
        let cut = min(sum - states, frequencies[largest] - 1)
        frequencies[largest] -= max(cut, 1)
        sum -= max(cut, 1)
      }
    }
    return frequencies
  }
}
