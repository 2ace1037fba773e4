import Deflate
import Foundation

/// Reads and adds PNG `tEXt` chunks without decoding the image, for metadata such as the
/// Thumbnail Managing Standard's `Thumb::URI` and `Thumb::MTime`.
///
/// ```swift
/// let tagged = try PNGTextChunks.inserting([.init(key: "Software", value: "docpkg")], into: png)
/// PNGTextChunks.read(from: tagged)["Software"]   // "docpkg"
/// ```
public enum PNGTextChunks {
  /// The most chunks ``read(from:)`` walks before giving up (a hostile file could hold
  /// millions of empty ones).
  public static let chunkLimit = 4096

  /// The `tEXt` keywords and values of `png` (Latin-1), first occurrence of each keyword;
  /// empty when `png` is not a well-formed PNG chunk stream. Chunks' CRCs are not checked.
  public static func read(from png: Data) -> [String: String] {
    var texts: [String: String] = [:]
    guard var walker = try? PNGChunkWalker([UInt8](png), checksCRC: false, chunkLimit: chunkLimit)
    else { return texts }
    // A malformed chunk ends the walk; what was read before it is kept.
    while let chunk = try? walker.next(), chunk.type != "IEND" {
      guard chunk.type == "tEXt", let zero = chunk.body.firstIndex(of: 0) else { continue }
      let key = latin1(chunk.body[..<zero])
      if texts[key] == nil { texts[key] = latin1(chunk.body[(zero + 1)...]) }
    }
    return texts
  }

  /// `png` with `chunks` added as `tEXt` chunks right after `IHDR`.
  /// - Throws: ``PNGEncodingError/invalidTextKeyword(_:)`` or
  ///   ``PNGEncodingError/invalidTextValue(key:)`` for text that is not Latin-1, and
  ///   ``PNGEncodingError/encoderFailed(_:)`` when `png` does not start with a PNG
  ///   signature and `IHDR`.
  public static func inserting(_ chunks: [PNGEncoder.TextChunk], into png: Data) throws -> Data {
    let headerEnd = 8 + 4 + 4 + 13 + 4
    guard png.count >= headerEnd, png.prefix(8).elementsEqual(PNGChunkWalker.signature),
      png[png.startIndex + 8..<png.startIndex + 16].elementsEqual(
        [0, 0, 0, 13] + Array("IHDR".utf8))
    else {
      throw PNGEncodingError.encoderFailed("not a PNG that starts with IHDR")
    }
    var result = Data(png.prefix(headerEnd))
    for chunk in chunks {
      var body = Array("tEXt".utf8)
      body += try latin1Bytes(chunk.key, isKey: true, key: chunk.key)
      body.append(0)
      body += try latin1Bytes(chunk.value, isKey: false, key: chunk.key)
      let length = UInt32(body.count - 4)
      result += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) }
      result += body
      let crc = CRC32.checksum(Data(body))
      result += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
    }
    result += png.dropFirst(headerEnd)
    return result
  }

  private static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
    String(String.UnicodeScalarView(bytes.compactMap { Unicode.Scalar(UInt32($0)) }))
  }

  private static func latin1Bytes(_ text: String, isKey: Bool, key: String) throws -> [UInt8] {
    var bytes: [UInt8] = []
    for scalar in text.unicodeScalars {
      guard scalar.value > 0, scalar.value < 256 else {
        throw isKey ? PNGEncodingError.invalidTextKeyword(key) : .invalidTextValue(key: key)
      }
      bytes.append(UInt8(scalar.value))
    }
    if isKey, bytes.isEmpty || bytes.count > 79 || bytes.contains(where: { $0 < 32 }) {
      throw PNGEncodingError.invalidTextKeyword(key)
    }
    return bytes
  }
}
