/// Decodes one `bvx1`/`bvx2` block: first all literals (four interleaved FSE states over the
/// literal payload), then the L, M, D triples (three FSE states over the match payload), each
/// copying L literals and then M bytes from D back. D = 0 repeats the previous distance.
/// Matches may reach into earlier blocks' output.
enum LZFSEBlockDecoder {
  static func decode(
    _ block: BlockDescriptor, header: LZFSEBlockHeader, input: UnsafePointer<UInt8>,
    output: UnsafeMutablePointer<UInt8>, position: inout Int, scratch: DecoderScratch
  ) throws(LZFSEError) {
    let frequencies = header.frequencies
    FSETables.fillLiteralTable(
      scratch.literalTable, frequencies: frequencies[LZFSEBlockHeader.literalRange])
    FSETables.fillValueTable(
      scratch.lTable, states: Format.lStates, frequencies: frequencies[LZFSEBlockHeader.lRange],
      extraBits: Format.lExtraBits, valueBase: Format.lBase)
    FSETables.fillValueTable(
      scratch.mTable, states: Format.mStates, frequencies: frequencies[LZFSEBlockHeader.mRange],
      extraBits: Format.mExtraBits, valueBase: Format.mBase)
    FSETables.fillValueTable(
      scratch.dTable, states: Format.dStates, frequencies: frequencies[LZFSEBlockHeader.dRange],
      extraBits: Format.dExtraBits, valueBase: Format.dBase)

    let literalStart = block.payloadStart
    try decodeLiterals(
      header, stream: input + literalStart, streamOffset: literalStart, scratch: scratch)
    let lmdStart = literalStart + header.literalPayloadCount
    guard
      var reader = BackwardBitReader(
        start: input + lmdStart, length: header.lmdPayloadCount, finalBits: header.lmdBits)
    else { throw .badBitstream(offset: lmdStart, stream: .matches) }

    let blockEnd = position + block.rawCount
    let available = header.paddedLiteralCount
    var used = 0
    var lState = header.lState
    var mState = header.mState
    var dState = header.dState
    var distance = 0
    let lTable = scratch.lTable
    let mTable = scratch.mTable
    let dTable = scratch.dTable
    let literals = scratch.literals
    var written = position
    defer { position = written }
    for _ in 0..<header.matchCount {
      // 56 bits after a refill cover the largest triple (14 + 17 + 23 bits).
      reader.refill()
      guard let l = reader.value(&lState, lTable),
        let m = reader.value(&mState, mTable),
        let d = reader.value(&dState, dTable)
      else { throw .badBitstream(offset: lmdStart, stream: .matches) }
      if d != 0 { distance = d }
      guard l <= available - used else {
        throw .literalsExhausted(offset: block.offset, requested: l, remaining: available - used)
      }
      guard l + m <= blockEnd &- written else {
        throw .blockOverrun(offset: block.offset, declared: block.rawCount)
      }
      MatchCopy.wideLiterals(output, at: written, from: literals + used, length: l)
      used &+= l
      written &+= l
      if m > 0 {
        guard distance > 0, distance <= written else {
          throw .badDistance(offset: block.offset, distance: distance, available: written)
        }
        MatchCopy.match(output, at: written, distance: distance, length: m)
        written &+= m
      }
    }
    guard written == blockEnd else {
      throw .blockSizeMismatch(
        offset: block.offset, declared: block.rawCount,
        produced: block.rawCount - (blockEnd - written))
    }
  }

  /// Decodes the block's literals (rounded up to a multiple of four) into the scratch buffer.
  static func decodeLiterals(
    _ header: LZFSEBlockHeader, stream: UnsafePointer<UInt8>, streamOffset: Int,
    scratch: DecoderScratch
  ) throws(LZFSEError) {
    guard
      var reader = BackwardBitReader(
        start: stream, length: header.literalPayloadCount, finalBits: header.literalBits)
    else { throw .badBitstream(offset: streamOffset, stream: .literals) }
    let table = scratch.literalTable
    let literals = scratch.literals
    var state0 = header.literalStates[0]
    var state1 = header.literalStates[1]
    var state2 = header.literalStates[2]
    var state3 = header.literalStates[3]
    var index = 0
    let count = header.paddedLiteralCount
    while index < count {
      // Four literals take at most 40 bits.
      reader.refill()
      guard let byte0 = reader.literal(&state0, table),
        let byte1 = reader.literal(&state1, table),
        let byte2 = reader.literal(&state2, table),
        let byte3 = reader.literal(&state3, table)
      else { throw .badBitstream(offset: streamOffset, stream: .literals) }
      literals[index] = byte0
      literals[index + 1] = byte1
      literals[index + 2] = byte2
      literals[index + 3] = byte3
      index += 4
    }
  }
}

extension BackwardBitReader {
  /// One literal from the state `state` of `table`, moving the state on.
  @inline(__always)
  mutating func literal(_ state: inout Int, _ table: UnsafeMutablePointer<UInt32>) -> UInt8? {
    let entry = table[state]
    guard let bits = pull(Int(entry & 0xFF)) else { return nil }
    state = Int(entry >> 16) + Int(bits)
    return UInt8(truncatingIfNeeded: entry >> 8)
  }

  /// One L, M or D value: the state bits and the extra bits are read in one pull, the state
  /// bits above.
  @inline(__always)
  mutating func value(_ state: inout Int, _ table: UnsafeMutablePointer<ValueEntry>) -> Int? {
    let entry = table[state]
    guard let bits = pull(Int(entry.totalBits)) else { return nil }
    let extra = UInt64(entry.extraBits)
    state = Int(entry.stateBase) + Int(bits &>> extra)
    return Int(entry.valueBase) + Int(bits & ((1 &<< extra) &- 1))
  }
}
