import ByteReading

/// The IHDR fields the Swift PNG paths (reducing and interlaced) accept: 8-bit grey, grey +
/// alpha, RGB or RGBA, deflate, adaptive filtering, with the interlace method each path needs.
struct PNGFastHeader {
  var width: Int
  var height: Int
  var layout: Image.Layout

  /// Parses the 13-byte IHDR `body`, requiring interlace method `interlace` (0 or 1).
  init(_ body: [UInt8], interlace: UInt8) throws {
    switch body[9] {
    case 0: layout = .gray
    case 2: layout = .rgb
    case 4: layout = .grayAlpha
    case 6: layout = .rgba
    default:
      throw ImageDecodingError.invalidValue(
        format: .png, field: "colour type", value: Int(body[9]), expected: "0, 2, 4 or 6")
    }
    // The caller passes IHDR's 13 bytes.
    width = Int(body.getInteger(at: 0, as: UInt32.self) ?? 0)
    height = Int(body.getInteger(at: 4, as: UInt32.self) ?? 0)
    guard width > 0, height > 0 else {
      throw ImageDecodingError.invalidDimensions(width: width, height: height)
    }
    let fields: [(String, UInt8, UInt8)] = [
      ("bit depth", body[8], 8), ("compression method", body[10], 0),
      ("filter method", body[11], 0), ("interlace method", body[12], interlace),
    ]
    for (field, value, expected) in fields where value != expected {
      throw ImageDecodingError.invalidValue(
        format: .png, field: field, value: Int(value), expected: "\(expected)")
    }
  }
}
