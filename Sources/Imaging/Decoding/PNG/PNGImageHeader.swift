import ByteReading

/// A PNG's `IHDR` chunk, checked against the PNG specification (11.2.2): a size of 1 to
/// 2³¹ − 1 pixels each way, a colour type with one of the bit depths it allows, deflate
/// compression, adaptive filtering and interlace method 0 or 1. What a decoder then accepts
/// of it is its own business (the Swift fast paths take 8-bit grey, grey + alpha, RGB and
/// RGBA only).
///
/// ```swift
/// let header = try PNGImageHeader(ihdr: chunk.body)
/// header.width, header.height, header.isInterlaced
/// ```
public struct PNGImageHeader: Hashable, Sendable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// Bits per sample (1, 2, 4, 8 or 16).
  public var bitDepth: Int
  /// PNG colour type (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA).
  public var colorType: Int
  /// Whether the image is Adam7-interlaced (interlace method 1).
  public var isInterlaced: Bool

  /// The bit depths each colour type allows.
  static let allowedDepths: [Int: Set<Int>] = [
    0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
  ]

  /// Parses and checks the 13 bytes of an `IHDR` chunk's body.
  ///
  /// - Parameter body: the chunk's data, without its length, type and CRC.
  /// - Throws: ``PNGHeaderError`` saying which field is wrong.
  public init<Bytes: RandomAccessCollection>(ihdr body: Bytes) throws(PNGHeaderError)
  where Bytes.Element == UInt8 {
    let bytes = Array(body)
    guard bytes.count == 13 else { throw PNGHeaderError(reason: "IHDR is \(bytes.count) bytes") }
    // 13 bytes (checked above) hold both.
    width = Int(bytes.getInteger(at: 0, as: UInt32.self) ?? 0)
    height = Int(bytes.getInteger(at: 4, as: UInt32.self) ?? 0)
    bitDepth = Int(bytes[8])
    colorType = Int(bytes[9])
    isInterlaced = bytes[12] == 1
    guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
      throw PNGHeaderError(reason: "size \(width)×\(height)")
    }
    guard Self.allowedDepths[colorType]?.contains(bitDepth) == true else {
      throw PNGHeaderError(reason: "colour type \(colorType) with bit depth \(bitDepth)")
    }
    guard bytes[10] == 0, bytes[11] == 0, bytes[12] <= 1 else {
      throw PNGHeaderError(reason: "unknown compression, filter or interlace method")
    }
  }
}

/// Why an `IHDR` chunk is not a valid PNG header.
public struct PNGHeaderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The field that is wrong and its value (`colour type 5 with bit depth 8`).
  public var reason: String

  /// An error with `reason`.
  public init(reason: String) {
    self.reason = reason
  }

  public var description: String { "invalid PNG header: \(reason)" }
}
