import ByteReading

/// Reads `bvx1` and `bvx2` headers into ``LZFSEBlockHeader`` and checks every field against
/// the format's ranges.
enum HeaderParser {
  /// Parses the `bvx1` header at `offset` (the caller has checked that 772 bytes exist).
  static func parseV1(
    _ input: UnsafeRawBufferPointer, at offset: Int
  ) throws(LZFSEError) -> LZFSEBlockHeader {
    let reader = ByteReader(input)
    func field<T: FixedWidthInteger>(_ field: Int, _: T.Type) -> T {
      reader.getInteger(at: offset + field, endianness: .little, as: T.self) ?? 0
    }
    func u32(_ at: Int) -> Int { Int(field(at, UInt32.self)) }
    func i32(_ at: Int) -> Int { Int(field(at, Int32.self)) }
    func u16(_ at: Int) -> Int { Int(field(at, UInt16.self)) }
    let frequencies = (0..<LZFSEBlockHeader.frequencyCount).map { index in
      field(50 + 2 * index, UInt16.self)
    }
    let header = LZFSEBlockHeader(
      literalCount: u32(12), matchCount: u32(16), literalPayloadCount: u32(20),
      lmdPayloadCount: u32(24), literalBits: i32(28),
      literalStates: [u16(32), u16(34), u16(36), u16(38)], lmdBits: i32(40),
      lState: u16(44), mState: u16(46), dState: u16(48), frequencies: frequencies)
    try check(header, offset: offset)
    return header
  }

  /// Parses the `bvx2` header at `offset`, whose size is `headerSize` (the caller has checked
  /// that it is at least 32 and present).
  static func parseV2(
    _ input: UnsafeRawBufferPointer, at offset: Int, headerSize: Int
  ) throws(LZFSEError) -> LZFSEBlockHeader {
    let reader = ByteReader(input)
    let packed0 = reader.getInteger(at: offset + 8, endianness: .little, as: UInt64.self) ?? 0
    let packed1 = reader.getInteger(at: offset + 16, endianness: .little, as: UInt64.self) ?? 0
    let packed2 = reader.getInteger(at: offset + 24, endianness: .little, as: UInt64.self) ?? 0
    func field(_ word: UInt64, _ shift: Int, _ width: Int) -> Int {
      Int((word >> UInt64(shift)) & ((1 << UInt64(width)) - 1))
    }
    let frequencies = try unpackFrequencies(
      input, from: offset + Format.v2FixedHeaderSize, to: offset + headerSize, block: offset)
    let header = LZFSEBlockHeader(
      literalCount: field(packed0, 0, 20), matchCount: field(packed0, 40, 20),
      literalPayloadCount: field(packed0, 20, 20), lmdPayloadCount: field(packed1, 40, 20),
      literalBits: field(packed0, 60, 3) - 7,
      literalStates: [
        field(packed1, 0, 10), field(packed1, 10, 10), field(packed1, 20, 10),
        field(packed1, 30, 10),
      ],
      lmdBits: field(packed1, 60, 3) - 7, lState: field(packed2, 32, 10),
      mState: field(packed2, 42, 10), dState: field(packed2, 52, 10), frequencies: frequencies)
    try check(header, offset: offset)
    return header
  }

  /// The 360 frequency values coded between `start` and `end`. An empty range means every
  /// frequency is zero (a block without literals or matches). The codes must use up the range
  /// exactly, leaving fewer than 8 bits.
  static func unpackFrequencies(
    _ input: UnsafeRawBufferPointer, from start: Int, to end: Int, block: Int
  ) throws(LZFSEError) -> [UInt16] {
    var values = [UInt16](repeating: 0, count: LZFSEBlockHeader.frequencyCount)
    guard end > start else { return values }
    var position = start
    var accumulator: UInt32 = 0
    var count = 0
    for index in 0..<values.count {
      while position < end && count <= 24 {
        accumulator |= UInt32(input[position]) << UInt32(count)
        count += 8
        position += 1
      }
      let (value, length) = FrequencyCode.decode(accumulator)
      guard length <= count else {
        throw .badFrequencyEncoding(offset: block, headerSize: end - block)
      }
      values[index] = value
      accumulator >>= UInt32(length)
      count -= length
    }
    guard position == end, count < 8 else {
      throw .badFrequencyEncoding(offset: block, headerSize: end - block)
    }
    return values
  }

  /// Range checks shared by both versions: counts within a block's maxima, bit counts −7…0,
  /// states below their table sizes, frequency sums at most the table sizes.
  static func check(_ header: LZFSEBlockHeader, offset: Int) throws(LZFSEError) {
    func require(_ field: String, _ value: Int, _ range: ClosedRange<Int>) throws(LZFSEError) {
      guard range.contains(value) else {
        throw .badHeaderField(offset: offset, field: field, value: value, maximum: range.upperBound)
      }
    }
    try require("literal count", header.literalCount, 0...Format.literalsPerBlock)
    try require("match count", header.matchCount, 0...Format.matchesPerBlock)
    try require("literal payload size", header.literalPayloadCount, 0...Int(UInt32.max))
    try require("match payload size", header.lmdPayloadCount, 0...Int(UInt32.max))
    // Stored negated: -7...0 is the only meaningful range; report the magnitude.
    try require("literal padding bits", -header.literalBits, 0...7)
    try require("match padding bits", -header.lmdBits, 0...7)
    for (index, state) in header.literalStates.enumerated() {
      try require("literal state \(index)", state, 0...Format.literalStates - 1)
    }
    try require("L state", header.lState, 0...Format.lStates - 1)
    try require("M state", header.mState, 0...Format.mStates - 1)
    try require("D state", header.dState, 0...Format.dStates - 1)
    let tables: [(String, Range<Int>, Int)] = [
      ("L", LZFSEBlockHeader.lRange, Format.lStates),
      ("M", LZFSEBlockHeader.mRange, Format.mStates),
      ("D", LZFSEBlockHeader.dRange, Format.dStates),
      ("literal", LZFSEBlockHeader.literalRange, Format.literalStates),
    ]
    for (name, range, states) in tables {
      let sum = header.frequencies[range].reduce(0) { $0 + Int($1) }
      guard sum <= states else {
        throw .badFrequencyTable(offset: offset, table: name, sum: sum, states: states)
      }
    }
  }
}
