extension LZFSEBlockEncoder {
  /// The symbol of `value` in a base/extra-bits alphabet, and the extra bits.
  static func symbol(of value: Int, base: [Int32], extra: [UInt8]) -> (symbol: Int, extra: UInt64) {
    var symbol = base.count - 1
    while Int(base[symbol]) > value { symbol -= 1 }
    return (symbol, UInt64(value - Int(base[symbol])))
  }

  /// One block of `triples` over `literals`.
  static func block(
    _ triples: [Triple], literals rawLiterals: [UInt8], rawCount: Int, version: Int
  ) -> [UInt8] {
    var literals = rawLiterals
    while literals.count % 4 != 0 { literals.append(0) }
    let l = triples.map { symbol(of: $0.literals, base: Format.lBase, extra: Format.lExtraBits) }
    let m = triples.map { symbol(of: $0.match, base: Format.mBase, extra: Format.mExtraBits) }
    let d = triples.map { symbol(of: $0.distance, base: Format.dBase, extra: Format.dExtraBits) }
    func counts(_ symbols: [Int], _ size: Int) -> [Int] {
      var result = [Int](repeating: 0, count: size)
      for symbol in symbols { result[symbol] += 1 }
      return result
    }
    let lTable = FSEEncoderTable(
      states: Format.lStates,
      frequencies: FSEEncoderTable.normalize(counts(l.map(\.symbol), 20), states: Format.lStates))
    let mTable = FSEEncoderTable(
      states: Format.mStates,
      frequencies: FSEEncoderTable.normalize(counts(m.map(\.symbol), 20), states: Format.mStates))
    let dTable = FSEEncoderTable(
      states: Format.dStates,
      frequencies: FSEEncoderTable.normalize(counts(d.map(\.symbol), 64), states: Format.dStates))
    let literalTable = FSEEncoderTable(
      states: Format.literalStates,
      frequencies: FSEEncoderTable.normalize(
        counts(literals.map(Int.init), 256), states: Format.literalStates))

    // Literals, last to first, over four interleaved states.
    var literalStates = [0, 0, 0, 0]
    var literalWriter = ForwardBitWriter()
    for index in literals.indices.reversed() {
      let code = literalTable.encode(Int(literals[index]), state: &literalStates[index % 4])
      literalWriter.write(code.bits, width: code.width)
    }
    let literalStream = literalWriter.finish()

    // Triples, last to first; within a triple D, M, L (the reverse of reading order).
    var states = (l: 0, m: 0, d: 0)
    var lmdWriter = ForwardBitWriter()
    func put(
      _ table: FSEEncoderTable, _ value: (symbol: Int, extra: UInt64), _ extraBits: [UInt8],
      _ state: inout Int
    ) {
      let code = table.encode(value.symbol, state: &state)
      let extra = Int(extraBits[value.symbol])
      lmdWriter.write(code.bits << UInt64(extra) | value.extra, width: code.width + extra)
    }
    for index in triples.indices.reversed() {
      put(dTable, d[index], Format.dExtraBits, &states.d)
      put(mTable, m[index], Format.mExtraBits, &states.m)
      put(lTable, l[index], Format.lExtraBits, &states.l)
    }
    let lmdStream = lmdWriter.finish()

    let frequencies =
      lTable.frequencies + mTable.frequencies + dTable.frequencies
      + literalTable.frequencies
    var header = HeaderFields(
      rawCount: rawCount, literalCount: literals.count, matchCount: triples.count,
      literalPayloadCount: literalStream.bytes.count, lmdPayloadCount: lmdStream.bytes.count,
      literalBits: literalStream.finalBits, literalStates: literalStates,
      lmdBits: lmdStream.finalBits, lState: states.l, mState: states.m, dState: states.d,
      frequencies: frequencies)
    var block = version == 1 ? header.v1() : header.v2()
    header.frequencies = []
    block += literalStream.bytes
    block += lmdStream.bytes
    return block
  }
}
