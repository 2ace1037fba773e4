/// Decoding tables built from normalized frequencies.
///
/// A table of N states gives each symbol s with frequency f a run of f consecutive states
/// (symbols in order). Let k be the shift with N ≤ f·2^k < 2N. The first (2N >> k) − f states
/// of the run read k bits and the rest k − 1; the next state is a per-state base plus the bits
/// read. The bases are laid out so that, for each symbol, the states it can lead to cover
/// 0..<N exactly once, which keeps every next state inside the table. States past the sum of
/// the frequencies (allowed when the sum is below N) decode symbol 0, read nothing and lead
/// to state 0.
enum FSETables {
  /// For every state of a table, the run it belongs to: (symbol, bits to read, next-state
  /// base), in the order states are laid out.
  static func forEachState(
    states: Int, frequencies: ArraySlice<UInt16>,
    _ body: (_ symbol: Int, _ bits: Int, _ base: Int) -> Void
  ) {
    let logStates = states.trailingZeroBitCount
    var filled = 0
    for (symbol, frequency) in zip(0..., frequencies) where frequency > 0 {
      let f = Int(frequency)
      let k = logStates - (Int.bitWidth - 1 - f.leadingZeroBitCount)
      let wide = ((2 * states) >> k) - f
      for j in 0..<f {
        if j < wide {
          body(symbol, k, ((f + j) << k) - states)
        } else {
          body(symbol, k - 1, (j - wide) << (k - 1))
        }
      }
      filled += f
    }
    for _ in filled..<states { body(0, 0, 0) }
  }

  /// Fills the literal table (1,024 entries): each packs bits to read (low byte), symbol
  /// (second byte) and next-state base (high half).
  static func fillLiteralTable(
    _ table: UnsafeMutablePointer<UInt32>, frequencies: ArraySlice<UInt16>
  ) {
    var index = 0
    forEachState(states: Format.literalStates, frequencies: frequencies) { symbol, bits, base in
      table[index] = UInt32(bits) | UInt32(symbol) << 8 | UInt32(base) << 16
      index += 1
    }
  }

  /// Fills an L, M or D table of `states` entries: each gives the bits to read in one go
  /// (state bits above the value's extra bits), the extra-bit count, the next-state base and
  /// the value base.
  static func fillValueTable(
    _ table: UnsafeMutablePointer<ValueEntry>, states: Int, frequencies: ArraySlice<UInt16>,
    extraBits: [UInt8], valueBase: [Int32]
  ) {
    var index = 0
    forEachState(states: states, frequencies: frequencies) { symbol, bits, base in
      let extra = extraBits[symbol]
      table[index] = ValueEntry(
        totalBits: UInt8(bits) + extra, extraBits: extra, stateBase: UInt16(base),
        valueBase: valueBase[symbol])
      index += 1
    }
  }
}

/// One state of an L, M or D decoding table.
struct ValueEntry: Sendable {
  var totalBits: UInt8
  var extraBits: UInt8
  var stateBase: UInt16
  var valueBase: Int32
}
