/// One block of a stream as the framing pass found it: where it is, what it declares.
struct BlockDescriptor: Sendable {
  /// The block kind.
  var magic: BlockMagic
  /// Offset of the magic in the input.
  var offset: Int
  /// The decompressed size the header declares.
  var rawCount: Int
  /// Offset of the payload (after the header).
  var payloadStart: Int
  /// Offset one past the block.
  var end: Int
  /// The decoded LZFSE header of a `bvx1`/`bvx2` block.
  var lzfse: LZFSEBlockHeader?
}

/// The fields of a `bvx1` or `bvx2` header, unpacked.
struct LZFSEBlockHeader: Sendable {
  var literalCount: Int
  var matchCount: Int
  var literalPayloadCount: Int
  var lmdPayloadCount: Int
  /// Bits of the final byte of the literal stream that are padding, negated (−7…0).
  var literalBits: Int
  var literalStates: [Int]
  var lmdBits: Int
  var lState: Int
  var mState: Int
  var dState: Int
  /// L (20), M (20), D (64) and literal (256) frequencies, in this order.
  var frequencies: [UInt16]

  /// The literals decoded: the count rounded up to the four interleaved states.
  var paddedLiteralCount: Int { (literalCount + 3) & ~3 }

  static let lRange = 0..<20
  static let mRange = 20..<40
  static let dRange = 40..<104
  static let literalRange = 104..<360
  static let frequencyCount = 360
}
