/// The header of an LZFSE block being written, in either layout.
struct HeaderFields {
  var rawCount: Int
  var literalCount: Int
  var matchCount: Int
  var literalPayloadCount: Int
  var lmdPayloadCount: Int
  var literalBits: Int
  var literalStates: [Int]
  var lmdBits: Int
  var lState: Int
  var mState: Int
  var dState: Int
  var frequencies: [Int]

  /// The 772-byte `bvx1` header: 32-bit counts, 16-bit states and frequencies.
  func v1() -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.appendLittleEndian(BlockMagic.lzfseV1.rawValue)
    for value in [
      rawCount, literalPayloadCount + lmdPayloadCount, literalCount, matchCount,
      literalPayloadCount, lmdPayloadCount,
    ] {
      bytes.appendLittleEndian(UInt32(value))
    }
    bytes.appendLittleEndian(Int32(literalBits))
    for state in literalStates { bytes.appendLittleEndian(UInt16(state)) }
    bytes.appendLittleEndian(Int32(lmdBits))
    for state in [lState, mState, dState] { bytes.appendLittleEndian(UInt16(state)) }
    for frequency in frequencies { bytes.appendLittleEndian(UInt16(frequency)) }
    bytes += [0, 0]
    return bytes
  }

  /// The `bvx2` header: three packed 64-bit words, then the frequencies in the variable-length
  /// code (omitted when all are zero).
  func v2() -> [UInt8] {
    var codes = ForwardBitWriter()
    if frequencies.contains(where: { $0 != 0 }) {
      for frequency in frequencies {
        let code = FrequencyCode.encode(frequency)
        codes.write(UInt64(code.bits), width: code.length)
      }
    }
    let table = codes.finish().bytes
    let word0 =
      UInt64(literalCount) | UInt64(literalPayloadCount) << 20 | UInt64(matchCount) << 40
      | UInt64(literalBits + 7) << 60
    var word1 = UInt64(lmdPayloadCount) << 40 | UInt64(lmdBits + 7) << 60
    for (index, state) in literalStates.enumerated() { word1 |= UInt64(state) << (10 * index) }
    let word2 =
      UInt64(Format.v2FixedHeaderSize + table.count) | UInt64(lState) << 32
      | UInt64(mState) << 42 | UInt64(dState) << 52
    var bytes: [UInt8] = []
    bytes.appendLittleEndian(BlockMagic.lzfseV2.rawValue)
    bytes.appendLittleEndian(UInt32(rawCount))
    for word in [word0, word1, word2] { bytes.appendLittleEndian(word) }
    return bytes + table
  }
}
