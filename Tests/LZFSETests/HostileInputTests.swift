import Testing

@_spi(Encoding) @testable import LZFSE

/// Streams that lie, each refused with the error that names the fault.
@Suite("LZFSE hostile input")
struct HostileInputTests {
  static let end: [UInt8] = Array("bvx$".utf8)

  static func le32(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }

  static func lzvn(raw: UInt32, payload: [UInt8]) -> [UInt8] {
    Array("bvxn".utf8) + le32(raw) + le32(UInt32(payload.count)) + payload + end
  }

  static let eos: [UInt8] = [0x06, 0, 0, 0, 0, 0, 0, 0]

  func error(_ stream: [UInt8], limit: Int = 1 << 20) -> LZFSEError? {
    do {
      _ = try LZFSE.decompress(stream, limit: limit)
      return nil
    } catch {
      return error
    }
  }

  @Test func framingFaults() {
    #expect(error([]) == .missingEndOfStream(offset: 0))
    #expect(
      error(Array("bvx-".utf8) + Self.le32(3) + [1, 2, 3]) == .missingEndOfStream(offset: 11))
    #expect(error(Array("bvx9abcd".utf8)) == .unknownBlock(offset: 0, magic: 0x3978_7662))
    #expect(error(Self.end + [0]) == .trailingBytes(offset: 0, count: 1))
    #expect(
      error(Array("bvx-".utf8) + Self.le32(10) + [1, 2])
        == .truncated(offset: 0, needed: 18, available: 10))
    #expect(
      error(Array("bvx2".utf8) + Self.le32(0) + [0])
        == .truncated(offset: 0, needed: 32, available: 9))
  }

  @Test func declaredSizesAreCheckedBeforeAllocating() {
    // 4 GiB declared in a 20-byte LZVN block: refused by the ratio bound.
    let bomb = Self.lzvn(raw: .max, payload: Self.eos)
    #expect(error(bomb) == .implausibleSize(offset: 0, declared: Int(UInt32.max), maximum: 1084))
    // Within the ratio, over the limit.
    let stream = LZFSEEncoder.compress(TestData.text(10_000, seed: 1), kinds: [.lzvn])
    #expect(error(stream, limit: 9_999) == .tooLarge(declared: 10_000, limit: 9_999))
    // Many honest blocks whose sum passes the limit.
    let blocks = LZFSEEncoder.compress(
      TestData.random(5000, seed: 2), kinds: [.raw], blockSize: 1000)
    #expect(error(blocks, limit: 4500) == .tooLarge(declared: 5000, limit: 4500))
    // An LZFSE header declaring output without matches.
    var header = HeaderFields(
      rawCount: 1 << 30, literalCount: 4, matchCount: 0, literalPayloadCount: 0,
      lmdPayloadCount: 0, literalBits: 0, literalStates: [0, 0, 0, 0], lmdBits: 0, lState: 0,
      mState: 0, dState: 0, frequencies: [Int](repeating: 0, count: 360))
    #expect(
      error(header.v2() + Self.end) == .implausibleSize(offset: 0, declared: 1 << 30, maximum: 0))
    header.matchCount = 1
    #expect(
      error(header.v1() + Self.end)
        == .implausibleSize(offset: 0, declared: 1 << 30, maximum: 4 + Format.maximumM))
  }

  @Test func headerFieldsOutOfRange() {
    var header = HeaderFields(
      rawCount: 0, literalCount: 40_004, matchCount: 0, literalPayloadCount: 0,
      lmdPayloadCount: 0, literalBits: 0, literalStates: [0, 0, 0, 0], lmdBits: 0, lState: 0,
      mState: 0, dState: 0, frequencies: [Int](repeating: 0, count: 360))
    #expect(
      error(header.v1() + Self.end)
        == .badHeaderField(offset: 0, field: "literal count", value: 40_004, maximum: 40_000))
    header.literalCount = 0
    header.literalStates = [0, 0, 1024, 0]
    #expect(
      error(header.v1() + Self.end)
        == .badHeaderField(offset: 0, field: "literal state 2", value: 1024, maximum: 1023))
    header.literalStates = [0, 0, 0, 0]
    header.literalBits = 3
    #expect(
      error(header.v1() + Self.end)
        == .badHeaderField(offset: 0, field: "literal padding bits", value: -3, maximum: 7))
    header.literalBits = 0
    header.frequencies[0] = 65
    #expect(
      error(header.v1() + Self.end)
        == .badFrequencyTable(offset: 0, table: "L", sum: 65, states: 64))
    header.frequencies[0] = 0
    header.frequencies[104] = 1000
    header.frequencies[105] = 25
    #expect(
      error(header.v2() + Self.end)
        == .badFrequencyTable(offset: 0, table: "literal", sum: 1025, states: 1024))
  }

  @Test func packedFrequencyTablesMustEndAtTheHeaderSize() {
    let stream = LZFSEEncoder.compress(TestData.text(3000, seed: 4), kinds: [.lzfseV2])
    let headerSize = Int(stream[24]) | Int(stream[25]) << 8
    // One byte shorter: the codes run out.
    var short = stream
    short[24] = UInt8(truncatingIfNeeded: headerSize - 1)
    short[25] = UInt8(truncatingIfNeeded: (headerSize - 1) >> 8)
    #expect(error(short) == .badFrequencyEncoding(offset: 0, headerSize: headerSize - 1))
    // Larger than a v2 header can be.
    var large = stream
    large[24] = 0xF1
    large[25] = 0x02
    #expect(
      error(large) == .badHeaderField(offset: 0, field: "header size", value: 753, maximum: 752))
  }

  @Test func lzvnFaults() throws {
    // A match before any output.
    #expect(
      error(Self.lzvn(raw: 3, payload: [0x00, 0x01] + Self.eos))
        == .badDistance(offset: 12, distance: 1, available: 0))
    // A small match with no previous distance.
    #expect(
      error(Self.lzvn(raw: 4, payload: [0xE1, 0x41, 0xF3] + Self.eos))
        == .badDistance(offset: 14, distance: 0, available: 1))
    // Undefined opcodes.
    for opcode: UInt8 in [0x1E, 0x26, 0x3E, 0x70, 0x7F, 0xD0, 0xDF] {
      #expect(
        error(Self.lzvn(raw: 0, payload: [opcode] + Self.eos))
          == .undefinedOpcode(offset: 12, opcode: opcode))
    }
    // Literal past the payload.
    #expect(
      error(Self.lzvn(raw: 5, payload: [0xE5, 0x41]))
        == .truncated(offset: 12, needed: 6, available: 2))
    // More output than declared.
    #expect(
      error(Self.lzvn(raw: 1, payload: [0xE2, 0x41, 0x42] + Self.eos))
        == .blockOverrun(offset: 0, declared: 1))
    // Less output than declared.
    #expect(
      error(Self.lzvn(raw: 3, payload: [0xE2, 0x41, 0x42] + Self.eos))
        == .blockSizeMismatch(offset: 0, declared: 3, produced: 2))
    // No end opcode, or bytes after it.
    #expect(
      error(Self.lzvn(raw: 1, payload: [0xE1, 0x41])) == .badLZVNEnd(offset: 0, payloadBytes: 2))
    #expect(
      error(Self.lzvn(raw: 0, payload: Self.eos + [0])) == .badLZVNEnd(offset: 0, payloadBytes: 9))
    // No-ops are fine; an overlapping match repeats.
    #expect(
      try LZFSE.decompress(
        Self.lzvn(raw: 7, payload: [0x0E, 0x58, 0x01, 0x41, 0x16] + Self.eos), limit: 7)
        == Array("AAAAAAA".utf8))
  }

  @Test func lzfsePayloadFaults() throws {
    let input = TestData.text(20_000, seed: 6)
    let stream = LZFSEEncoder.compress(input, kinds: [.lzfseV1])
    let framing = try stream.withUnsafeBytes { try StreamFraming.scan($0, limit: .max) }
    let block = try #require(framing.blocks.first)
    let header = try #require(block.lzfse)
    // Every single-byte corruption of the payload either still decodes (to something) or
    // throws; none crashes or overruns.
    var failures = 0
    for offset in stride(from: block.payloadStart, to: block.end, by: 7) {
      var corrupt = stream
      corrupt[offset] ^= 0x5A
      if (try? LZFSE.decompress(corrupt, limit: input.count)) != input { failures += 1 }
    }
    #expect(failures > 0)
    // A declared size one byte larger than the triples produce.
    var lying = stream
    lying[4] &+= 1
    #expect(
      error(lying)
        == .blockSizeMismatch(offset: 0, declared: block.rawCount + 1, produced: block.rawCount))
    // Nonzero padding bits in the literal stream.
    if header.literalBits < 0 {
      var padded = stream
      padded[block.payloadStart + header.literalPayloadCount - 1] |= 0x80
      #expect(error(padded) == .badBitstream(offset: block.payloadStart, stream: .literals))
    }
  }

  @Test func anEmptyLZFSEBlockWithOmittedTablesDecodesToNothing() throws {
    let header = HeaderFields(
      rawCount: 0, literalCount: 0, matchCount: 0, literalPayloadCount: 0,
      lmdPayloadCount: 0, literalBits: 0, literalStates: [0, 0, 0, 0], lmdBits: 0, lState: 0,
      mState: 0, dState: 0, frequencies: [Int](repeating: 0, count: 360))
    #expect(header.v2().count == 32)
    #expect(try LZFSE.decompress(header.v2() + Self.end, limit: 0) == [])
    #expect(try LZFSE.decompress(header.v1() + Self.end, limit: 0) == [])
  }

  @Test func messagesNameTheFacts() {
    #expect(
      LZFSEError.badDistance(offset: 12, distance: 70_000, available: 5).description
        == "LZFSE: match at offset 12 reaches back 70000 bytes, only 5 written")
    #expect(
      LZFSEError.tooLarge(declared: 10, limit: 9).description
        == "LZFSE: stream declares 10 decompressed bytes, over the limit of 9")
  }
}
