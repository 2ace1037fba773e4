/// A small LZFSE encoder for tests and fuzz seeds: writes every block kind the decoder reads,
/// from one greedy matcher, so round trips exercise all of them (and matches that reach into
/// earlier blocks). It is not tuned for ratio or speed and is not a supported API.
@_spi(Encoding)
public enum LZFSEEncoder {
  /// How one block is coded.
  public enum BlockKind: Sendable, CaseIterable {
    /// `bvx-`: stored.
    case raw
    /// `bvxn`: LZVN opcodes.
    case lzvn
    /// `bvx1`: LZFSE with 16-bit frequency tables.
    case lzfseV1
    /// `bvx2`: LZFSE with packed header and coded frequency tables.
    case lzfseV2
  }

  /// Compresses `input` into one stream: pieces of `blockSize` bytes, piece i coded as
  /// `kinds[i % kinds.count]` (an LZFSE piece becomes several blocks past the per-block
  /// maxima), then `bvx$`.
  ///
  /// - Parameters:
  ///   - input: the bytes to compress.
  ///   - kinds: the block kinds to cycle through; empty means `bvx2`.
  ///   - blockSize: the most input bytes per piece (at least 1).
  ///   - lzvnNops: write LZVN no-op opcodes before each LZVN end opcode.
  /// - Returns: the stream.
  public static func compress(
    _ input: [UInt8], kinds: [BlockKind] = [.lzfseV2], blockSize: Int = 1 << 20,
    lzvnNops: Bool = false
  ) -> [UInt8] {
    let kinds = kinds.isEmpty ? [.lzfseV2] : kinds
    let size = max(1, blockSize)
    var matcher = MatchFinder(input)
    var lzvn = LZVNEncoder()
    lzvn.writesNops = lzvnNops
    var output: [UInt8] = []
    var start = 0
    var piece = 0
    while start < input.count {
      let end = min(input.count, start + size)
      switch kinds[piece % kinds.count] {
      case .raw:
        output.appendLittleEndian(BlockMagic.raw.rawValue)
        output.appendLittleEndian(UInt32(end - start))
        output += input[start..<end]
        matcher.skip(to: end)
      case .lzvn:
        let sequences = matcher.sequences(in: start..<end, maximumDistance: 0xFFFF)
        output += lzvn.block(sequences, input: input)
      case .lzfseV1, .lzfseV2:
        let version = kinds[piece % kinds.count] == .lzfseV1 ? 1 : 2
        let sequences = matcher.sequences(in: start..<end, maximumDistance: Format.maximumD)
        output += LZFSEBlockEncoder.blocks(sequences, input: input, version: version)
      }
      start = end
      piece += 1
    }
    output.appendLittleEndian(BlockMagic.endOfStream.rawValue)
    return output
  }
}
