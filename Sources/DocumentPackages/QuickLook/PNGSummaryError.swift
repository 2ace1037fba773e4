import Imaging

/// Why bytes are not a well-formed PNG (checked at the chunk level, without decoding pixels).
public enum PNGSummaryError: Error, Equatable, Sendable {
  /// The 8-byte PNG signature is missing.
  case notPNG
  /// A chunk runs past the end of the data.
  case truncated(chunk: String, offset: Int)
  /// A chunk's CRC-32 does not match its type and data.
  case checksumMismatch(chunk: String, offset: Int)
  /// The first chunk is not a valid `IHDR`.
  case invalidHeader(reason: String)
  /// The data ends without an `IEND` chunk.
  case missingEnd
  /// There is no `IDAT` chunk.
  case missingImageData
  /// More chunks than allowed (a chunk bomb).
  case tooManyChunks(limit: Int)

  /// The summary error for a chunk-walking error (the same case and facts).
  init(_ error: PNGChunkError) {
    switch error {
    case .notPNG: self = .notPNG
    case .truncated(let chunk, let offset): self = .truncated(chunk: chunk, offset: offset)
    case .checksumMismatch(let chunk, let offset):
      self = .checksumMismatch(chunk: chunk, offset: offset)
    case .tooManyChunks(let limit): self = .tooManyChunks(limit: limit)
    }
  }
}

extension PNGSummaryError: CustomStringConvertible {
  /// One line naming the chunk and offset.
  public var description: String {
    switch self {
    case .notPNG: return PNGChunkError.notPNG.description
    case .truncated(let chunk, let offset):
      return PNGChunkError.truncated(chunk: chunk, offset: offset).description
    case .checksumMismatch(let chunk, let offset):
      return PNGChunkError.checksumMismatch(chunk: chunk, offset: offset).description
    case .invalidHeader(let reason): return "invalid PNG header: \(reason)"
    case .missingEnd: return "PNG has no IEND chunk"
    case .missingImageData: return "PNG has no IDAT chunk"
    case .tooManyChunks(let limit): return PNGChunkError.tooManyChunks(limit: limit).description
    }
  }
}
