import ByteReading
import Deflate

/// Walks the chunks of a PNG held in memory — signature, each chunk's length, type and
/// bounds, and (when asked) its CRC-32 — without decoding pixels. The one chunk lexer for
/// PNG bytes in memory: DocumentPackages' `PNGSummary` and ``PNGTextChunks`` read through
/// it; the streaming decoders read files through `PNGByteReader` instead.
///
/// ```swift
/// var walker = try PNGChunkWalker(bytes, checksCRC: true, chunkLimit: 1000)
/// while let chunk = try walker.next() {
///   if chunk.type == "IEND" { break }
/// }
/// ```
public struct PNGChunkWalker {
  /// One chunk: where it starts and what it holds.
  public struct Chunk: Sendable, Equatable {
    /// The four type letters; bytes outside ASCII shown as `?`.
    public var type: String
    /// The offset of the chunk's length field in the bytes.
    public var offset: Int
    /// The chunk's data, without length, type or CRC.
    public var body: ArraySlice<UInt8>
  }

  /// The 8-byte PNG signature.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  private let bytes: [UInt8]
  private let checksCRC: Bool
  private let chunkLimit: Int
  private var offset = 8
  private var count = 0

  /// Starts after the signature of `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: the whole PNG file.
  ///   - checksCRC: whether each chunk's CRC-32 is compared with its type and data.
  ///   - chunkLimit: the most chunks ``next()`` returns before throwing (a chunk bomb).
  /// - Throws: ``PNGChunkError/notPNG`` when the signature is missing.
  public init(_ bytes: [UInt8], checksCRC: Bool, chunkLimit: Int) throws(PNGChunkError) {
    guard bytes.count >= 8, bytes[0..<8].elementsEqual(Self.signature) else { throw .notPNG }
    self.bytes = bytes
    self.checksCRC = checksCRC
    self.chunkLimit = chunkLimit
  }

  /// The next chunk, or `nil` exactly at the end of the bytes (checked after the limit).
  ///
  /// - Throws: ``PNGChunkError/truncated(chunk:offset:)``,
  ///   ``PNGChunkError/checksumMismatch(chunk:offset:)`` or
  ///   ``PNGChunkError/tooManyChunks(limit:)``.
  public mutating func next() throws(PNGChunkError) -> Chunk? {
    guard count < chunkLimit else { throw .tooManyChunks(limit: chunkLimit) }
    if offset == bytes.count { return nil }
    guard offset <= bytes.count - 12 else { throw .truncated(chunk: "?", offset: offset) }
    // Both reads lie inside `bytes`: the guards above and below check it.
    let length = Int(bytes.getInteger(at: offset, as: UInt32.self) ?? 0)
    let typeBytes = bytes[offset + 4..<offset + 8]
    let type = String(decoding: typeBytes.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
    guard length <= 0x7FFF_FFFF, length <= bytes.count - offset - 12 else {
      throw .truncated(chunk: type, offset: offset)
    }
    let body = bytes[offset + 8..<offset + 8 + length]
    if checksCRC {
      var crc = CRC32()
      let covered = offset + 4..<offset + 8 + length
      bytes.withUnsafeBytes { crc.update(UnsafeRawBufferPointer(rebasing: $0[covered])) }
      guard crc.value == bytes.getInteger(at: offset + 8 + length, as: UInt32.self) else {
        throw .checksumMismatch(chunk: type, offset: offset)
      }
    }
    let chunk = Chunk(type: type, offset: offset, body: body)
    offset += 12 + length
    count += 1
    return chunk
  }
}

/// Why PNG bytes do not hold a well-formed chunk stream.
public enum PNGChunkError: Error, Equatable, Sendable {
  /// The 8-byte PNG signature is missing.
  case notPNG
  /// A chunk runs past the end of the data (`chunk` is `?` when even its header does).
  case truncated(chunk: String, offset: Int)
  /// A chunk's CRC-32 does not match its type and data.
  case checksumMismatch(chunk: String, offset: Int)
  /// More chunks than allowed (a chunk bomb).
  case tooManyChunks(limit: Int)
}

extension PNGChunkError: CustomStringConvertible {
  /// One line naming the chunk and offset.
  public var description: String {
    switch self {
    case .notPNG: return "not a PNG (bad signature)"
    case .truncated(let chunk, let offset):
      return "PNG truncated in chunk \(chunk) at offset \(offset)"
    case .checksumMismatch(let chunk, let offset):
      return "PNG chunk \(chunk) at offset \(offset) has a bad CRC"
    case .tooManyChunks(let limit): return "PNG has more than \(limit) chunks"
    }
  }
}
