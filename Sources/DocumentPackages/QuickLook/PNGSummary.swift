import Foundation
import Imaging

/// What a PNG's chunks say, checked without decoding pixels: signature, every chunk's
/// bounds and CRC-32, the `IHDR` fields, `IDAT` and `IEND` presence, and `tEXt` entries.
///
/// Cheap enough for `list` and `inspect` to check QuickLook thumbnails of many packages;
/// `validate` additionally decodes the pixels with Imaging.
///
/// ```swift
/// let png = try PNGSummary(data: Data(contentsOf: thumbnailURL))
/// png.width == 512 && png.height == 512
/// png.text["docpkg-source"]
/// ```
public struct PNGSummary: Hashable, Sendable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// Bits per sample (1, 2, 4, 8 or 16).
  public var bitDepth: Int
  /// PNG colour type (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA).
  public var colorType: Int
  /// Whether the image is Adam7-interlaced.
  public var isInterlaced: Bool
  /// `tEXt` entries by keyword (Latin-1 decoded); the first occurrence of a keyword wins.
  public var text: [String: String]

  /// The most chunks scanned before giving up.
  public static let maxChunks = 100_000

  /// Scans PNG bytes.
  ///
  /// - Throws: ``PNGSummaryError``.
  public init(data: Data) throws {
    var walker: PNGChunkWalker
    do {
      walker = try PNGChunkWalker([UInt8](data), checksCRC: true, chunkLimit: Self.maxChunks)
    } catch {
      throw PNGSummaryError(error)
    }
    var header: (Int, Int, Int, Int, Bool)?
    var text: [String: String] = [:]
    var sawData = false
    while true {
      let next: PNGChunkWalker.Chunk?
      do { next = try walker.next() } catch { throw PNGSummaryError(error) }
      guard let chunk = next else { throw PNGSummaryError.missingEnd }
      let (type, body) = (chunk.type, chunk.body)
      if header == nil {
        guard type == "IHDR" else {
          throw PNGSummaryError.invalidHeader(reason: "first chunk is \(type)")
        }
        header = try Self.parseHeader(Array(body))
      }
      switch type {
      case "IDAT": sawData = true
      case "tEXt":
        if let zero = body.firstIndex(of: 0) {
          let keyword = String(decoding: body[..<zero], as: UTF8.self)
          let value = String(body[(zero + 1)...].map { Character(Unicode.Scalar($0)) })
          if text[keyword] == nil { text[keyword] = value }
        }
      case "IEND":
        guard let (width, height, depth, color, interlaced) = header else {
          throw PNGSummaryError.invalidHeader(reason: "no IHDR")
        }
        guard sawData else { throw PNGSummaryError.missingImageData }
        self.width = width
        self.height = height
        self.bitDepth = depth
        self.colorType = color
        self.isInterlaced = interlaced
        self.text = text
        return
      default: break
      }
    }
  }

  /// `IHDR` through Imaging's header check.
  private static func parseHeader(_ body: [UInt8]) throws -> (Int, Int, Int, Int, Bool) {
    do {
      let header = try PNGImageHeader(ihdr: body)
      return (header.width, header.height, header.bitDepth, header.colorType, header.isInterlaced)
    } catch {
      throw PNGSummaryError.invalidHeader(reason: error.reason)
    }
  }
}
