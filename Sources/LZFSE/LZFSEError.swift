/// Why an LZFSE stream was refused. Every case names the byte offset in the input where the
/// problem was found (the block's magic for header faults, the opcode or bitstream for payload
/// faults) and the numbers that disagree.
public enum LZFSEError: Error, Equatable, Sendable {
  /// The input ends inside a block: `needed` bytes were required at `offset`, `available` remain.
  case truncated(offset: Int, needed: Int, available: Int)
  /// The input ends without the `bvx$` end-of-stream block.
  case missingEndOfStream(offset: Int)
  /// The four bytes at `offset` are not a block magic (`bvx-`, `bvx1`, `bvx2`, `bvxn`, `bvx$`).
  case unknownBlock(offset: Int, magic: UInt32)
  /// Bytes follow the end-of-stream block at `offset`.
  case trailingBytes(offset: Int, count: Int)
  /// The blocks' declared decompressed sizes add up to more than the caller's limit.
  case tooLarge(declared: Int, limit: Int)
  /// A block declares more output than its header could possibly produce (a bomb or a lie).
  case implausibleSize(offset: Int, declared: Int, maximum: Int)
  /// A header field of the block at `offset` is out of range.
  case badHeaderField(offset: Int, field: String, value: Int, maximum: Int)
  /// A frequency table of the block at `offset` sums to more than its number of states.
  case badFrequencyTable(offset: Int, table: String, sum: Int, states: Int)
  /// The packed frequency tables of the `bvx2` block at `offset` do not end where the header
  /// says.
  case badFrequencyEncoding(offset: Int, headerSize: Int)
  /// An FSE bitstream starting at `offset` ran out of bits, or its padding bits are not zero.
  case badBitstream(offset: Int, stream: Stream)
  /// A match at `offset` reaches `distance` bytes back, but only `available` bytes were written.
  case badDistance(offset: Int, distance: Int, available: Int)
  /// A literal run of the block at `offset` needs `requested` literals, `remaining` are left.
  case literalsExhausted(offset: Int, requested: Int, remaining: Int)
  /// The block at `offset` writes past its declared size (`declared` bytes).
  case blockOverrun(offset: Int, declared: Int)
  /// The block at `offset` produced `produced` bytes, its header declares `declared`.
  case blockSizeMismatch(offset: Int, declared: Int, produced: Int)
  /// The LZVN opcode at `offset` is undefined.
  case undefinedOpcode(offset: Int, opcode: UInt8)
  /// The LZVN payload of the block at `offset` does not end with its end-of-stream opcode
  /// exactly at the declared payload size.
  case badLZVNEnd(offset: Int, payloadBytes: Int)

  /// Which FSE bitstream of an LZFSE block.
  public enum Stream: String, Sendable {
    /// The literal bytes (four interleaved FSE states).
    case literals
    /// The literal-length, match-length, distance triples.
    case matches
  }
}

extension LZFSEError: CustomStringConvertible {
  /// A specific message naming the offset and the numbers involved.
  public var description: String {
    switch self {
    case .truncated(let offset, let needed, let available):
      "LZFSE: block at offset \(offset) needs \(needed) bytes, \(available) remain"
    case .missingEndOfStream(let offset):
      "LZFSE: stream ends at offset \(offset) without an end-of-stream block (bvx$)"
    case .unknownBlock(let offset, let magic):
      "LZFSE: unknown block magic 0x\(String(magic, radix: 16)) at offset \(offset)"
    case .trailingBytes(let offset, let count):
      "LZFSE: \(count) bytes follow the end-of-stream block at offset \(offset)"
    case .tooLarge(let declared, let limit):
      "LZFSE: stream declares \(declared) decompressed bytes, over the limit of \(limit)"
    case .implausibleSize(let offset, let declared, let maximum):
      "LZFSE: block at offset \(offset) declares \(declared) bytes, its header allows at most"
        + " \(maximum)"
    case .badHeaderField(let offset, let field, let value, let maximum):
      "LZFSE: block at offset \(offset): \(field) is \(value), at most \(maximum) allowed"
    case .badFrequencyTable(let offset, let table, let sum, let states):
      "LZFSE: block at offset \(offset): \(table) frequencies sum to \(sum), over \(states)"
        + " states"
    case .badFrequencyEncoding(let offset, let headerSize):
      "LZFSE: block at offset \(offset): packed frequency tables do not end at the declared"
        + " header size \(headerSize)"
    case .badBitstream(let offset, let stream):
      "LZFSE: \(stream.rawValue) bitstream at offset \(offset) runs out of bits or has nonzero"
        + " padding"
    case .badDistance(let offset, let distance, let available):
      "LZFSE: match at offset \(offset) reaches back \(distance) bytes, only \(available) written"
    case .literalsExhausted(let offset, let requested, let remaining):
      "LZFSE: block at offset \(offset) copies \(requested) literals, \(remaining) remain"
    case .blockOverrun(let offset, let declared):
      "LZFSE: block at offset \(offset) writes past its declared \(declared) bytes"
    case .blockSizeMismatch(let offset, let declared, let produced):
      "LZFSE: block at offset \(offset) produced \(produced) bytes, declares \(declared)"
    case .undefinedOpcode(let offset, let opcode):
      "LZFSE: undefined LZVN opcode 0x\(String(opcode, radix: 16)) at offset \(offset)"
    case .badLZVNEnd(let offset, let payloadBytes):
      "LZFSE: LZVN block at offset \(offset) does not end with its end opcode at byte"
        + " \(payloadBytes) of its payload"
    }
  }
}
