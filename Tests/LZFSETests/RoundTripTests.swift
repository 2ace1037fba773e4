import Testing

@_spi(Encoding) @testable import LZFSE

@Suite("LZFSE round trips")
struct RoundTripTests {
  typealias Kind = LZFSEEncoder.BlockKind

  static let sizes = [0, 1, 3, 4, 7, 15, 16, 17, 100, 1000, 4096, 40_003, 70_000]
  static let kindSets: [[Kind]] = [[.raw], [.lzvn], [.lzfseV1], [.lzfseV2], Kind.allCases]

  @Test(arguments: kindSets)
  func randomTextAndMixedDataOfManySizes(kinds: [Kind]) throws {
    for size in Self.sizes {
      for (name, input) in [
        ("random", TestData.random(size, seed: UInt64(size) + 1)),
        ("text", TestData.text(size, seed: UInt64(size) + 2)),
        ("mixed", TestData.mixed(size, seed: UInt64(size) + 3)),
      ] {
        let stream = LZFSEEncoder.compress(input, kinds: kinds, blockSize: 9000)
        let output = try LZFSE.decompress(stream, limit: input.count)
        #expect(output == input, "\(kinds) \(name) \(size)")
        #expect(try LZFSE.decompressedSize(of: stream) == input.count)
      }
    }
  }

  @Test func multipleBlocksOfEveryKindInOneStreamWithMatchesAcrossBlocks() throws {
    let input = TestData.mixed(300_000, seed: 99)
    let stream = LZFSEEncoder.compress(input, kinds: Kind.allCases, blockSize: 5000)
    let framing = try stream.withUnsafeBytes { try StreamFraming.scan($0, limit: .max) }
    let kinds = Set(framing.blocks.map(\.magic))
    #expect(kinds == [.raw, .lzvn, .lzfseV1, .lzfseV2])
    #expect(framing.blocks.count >= 60)
    #expect(try LZFSE.decompress(stream, limit: input.count) == input)
    #expect(stream.count < input.count / 2)
  }

  @Test func lzfseBlocksSplitAtTheMatchAndLiteralMaxima() throws {
    // 200 KB of random bytes: 40,000-literal blocks; zeros: long matches split at 2359 and
    // (with periodic data) many triples per block.
    let random = TestData.random(200_000, seed: 5)
    let zeros = [UInt8](repeating: 0, count: 3_000_000)
    let periodic = (0..<400_000).map { UInt8(truncatingIfNeeded: $0 % 251 ^ ($0 / 7919)) }
    for input in [random, zeros, periodic] {
      let stream = LZFSEEncoder.compress(input, kinds: [.lzfseV2], blockSize: .max)
      let framing = try stream.withUnsafeBytes { try StreamFraming.scan($0, limit: .max) }
      for block in framing.blocks {
        let header = try #require(block.lzfse)
        #expect(header.literalCount <= Format.literalsPerBlock)
        #expect(header.matchCount <= Format.matchesPerBlock)
      }
      #expect(try LZFSE.decompress(stream, limit: input.count) == input)
    }
  }

  @Test func lzvnUsesEveryOpcodeClass() throws {
    let input = TestData.mixed(200_000, seed: 11) + TestData.text(50_000, seed: 12)
    let sequences = { () -> [LZSequence] in
      var matcher = MatchFinder(input)
      return matcher.sequences(in: 0..<input.count, maximumDistance: 0xFFFF)
    }()
    var encoder = LZVNEncoder()
    encoder.writesNops = true
    let block = encoder.block(sequences, input: input)
    #expect(
      encoder.classes == [
        "small distance", "medium distance", "large distance", "previous distance",
        "small literal", "large literal", "small match", "large match", "no-op",
        "end of stream",
      ])
    let stream = block + [0x62, 0x76, 0x78, 0x24]
    #expect(try LZFSE.decompress(stream, limit: input.count) == input)
  }

  @Test func collectionsOtherThanArraysDecode() throws {
    let input = TestData.text(5000, seed: 3)
    let stream = LZFSEEncoder.compress(input)
    #expect(try LZFSE.decompress(stream[...], limit: 5000) == input)
    #expect(try LZFSE.decompress(AnyCollection(stream), limit: 5000) == input)
  }

  @Test func emptyStreamIsJustTheEndMarker() throws {
    #expect(LZFSEEncoder.compress([]) == Array("bvx$".utf8))
    #expect(try LZFSE.decompress(Array("bvx$".utf8), limit: 0) == [])
  }

  @Test func detection() {
    for magic in ["bvx-", "bvx1", "bvx2", "bvxn", "bvx$"] {
      #expect(LZFSE.isLZFSE(Array(magic.utf8) + [1, 2]))
    }
    #expect(!LZFSE.isLZFSE(Array("bvx".utf8)))
    #expect(!LZFSE.isLZFSE(Array("bvx3".utf8)))
    #expect(!LZFSE.isLZFSE([0x00, 0x10, 0x00, 0x00]))
  }
}
