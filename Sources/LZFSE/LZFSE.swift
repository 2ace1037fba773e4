/// Apple's LZFSE container: a sequence of blocks, each opened by a four-byte magic — `bvx-`
/// (stored), `bvx1`/`bvx2` (LZFSE: LZ77 triples and literals coded with finite-state entropy),
/// `bvxn` (LZVN: byte-aligned LZ77 opcodes) — and closed by `bvx$`. This is what
/// `compression_encode_buffer(…, COMPRESSION_LZFSE)` writes, and what newer iWork versions
/// store as some `.iwa` files instead of Snappy chunks.
///
/// Decoding is bounded: a first pass reads every block header, checks each declared size
/// against the input and the most that header could expand to, and sums the sizes against
/// `limit` before any output is allocated; every table index, bit read, literal run and match
/// distance is then checked while decoding.
///
/// ```swift
/// import LZFSE
///
/// if LZFSE.isLZFSE(bytes.prefix(4)) {
///   let archive = try LZFSE.decompress(bytes, limit: 256 << 20)
/// }
/// ```
public enum LZFSE {
  /// Decompresses a whole stream (from its first block to `bvx$`, nothing after it).
  ///
  /// - Parameters:
  ///   - input: the compressed bytes (`[UInt8]`, `Data`, an `ArraySlice`, …).
  ///   - limit: the most bytes the output may hold; the declared sizes are checked against it
  ///     before allocating.
  /// - Returns: the decompressed bytes.
  /// - Throws: ``LZFSEError`` naming the offset of the first fault.
  /// - Complexity: O(input + output); memory is the output plus about 46 KB.
  public static func decompress(
    _ input: some Collection<UInt8>, limit: Int
  ) throws(LZFSEError) -> [UInt8] {
    let contiguous = input.withContiguousStorageIfAvailable { buffer in
      Result { () throws(LZFSEError) in
        try decompress(UnsafeRawBufferPointer(buffer), limit: limit)
      }
    }
    if let contiguous { return try contiguous.get() }
    return try decompress(Array(input), limit: limit)
  }

  /// Decompresses a whole stream held in raw memory.
  ///
  /// - Parameters:
  ///   - input: the compressed bytes.
  ///   - limit: the most bytes the output may hold.
  /// - Returns: the decompressed bytes.
  /// - Throws: ``LZFSEError`` naming the offset of the first fault.
  public static func decompress(
    _ input: UnsafeRawBufferPointer, limit: Int
  ) throws(LZFSEError) -> [UInt8] {
    let (blocks, total) = try StreamFraming.scan(input, limit: max(limit, 0))
    // Blocks that declare nothing are still decoded, so their payloads are checked too.
    guard !blocks.isEmpty, let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
    else { return [] }
    // Decoded in place into the array's storage; a failure leaves it empty.
    var failure: LZFSEError?
    let output = [UInt8](unsafeUninitializedCapacity: total + MatchCopy.slack) { buffer, count in
      guard let start = buffer.baseAddress else { return }
      do throws(LZFSEError) {
        count = try decodeBlocks(blocks, input: base, output: start)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return output
  }

  /// Decodes the framed blocks into `output` (room for their declared total plus
  /// `MatchCopy.slack`); returns the bytes written.
  static func decodeBlocks(
    _ blocks: [BlockDescriptor], input base: UnsafePointer<UInt8>,
    output: UnsafeMutablePointer<UInt8>
  ) throws(LZFSEError) -> Int {
    var position = 0
    var scratch: DecoderScratch?
    for block in blocks {
      switch block.magic {
      case .raw:
        MatchCopy.literals(
          output, at: position, from: base + block.payloadStart, length: block.rawCount)
        position += block.rawCount
      case .lzvn:
        try LZVNDecoder.decode(block, input: base, output: output, position: &position)
      case .lzfseV1, .lzfseV2:
        guard let header = block.lzfse else { continue }
        let tables = scratch ?? DecoderScratch()
        scratch = tables
        try LZFSEBlockDecoder.decode(
          block, header: header, input: base, output: output, position: &position,
          scratch: tables)
      case .endOfStream:
        break
      }
    }
    return position
  }

  /// The total decompressed size the stream's block headers declare, after the same checks
  /// ``decompress(_:limit:)-(Collection<UInt8>,_)`` makes before allocating (framing,
  /// per-block plausibility, `limit`); payloads are not decoded.
  ///
  /// - Throws: ``LZFSEError`` for a stream that would be refused before decoding.
  public static func decompressedSize(
    of input: some Collection<UInt8>, limit: Int = .max
  ) throws(LZFSEError) -> Int {
    let bytes = Array(input)
    let result = bytes.withUnsafeBytes { raw in
      Result { () throws(LZFSEError) in try StreamFraming.scan(raw, limit: max(limit, 0)).total }
    }
    return try result.get()
  }

  /// Whether `prefix` (at least the first four bytes of a file) opens an LZFSE stream: `bvx`
  /// followed by `-`, `1`, `2`, `n` or `$`.
  ///
  /// - Parameter prefix: the first bytes of the candidate; fewer than four give `false`.
  public static func isLZFSE(_ prefix: some Collection<UInt8>) -> Bool {
    var bytes = prefix.makeIterator()
    var magic: UInt32 = 0
    for shift in stride(from: 0, to: 32, by: 8) {
      guard let byte = bytes.next() else { return false }
      magic |= UInt32(byte) << UInt32(shift)
    }
    return BlockMagic(rawValue: magic) != nil
  }
}
