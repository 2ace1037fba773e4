/// The IHDR fields the Swift PNG paths (reducing and interlaced) accept: 8-bit grey, grey +
/// alpha, RGB or RGBA, deflate, adaptive filtering, with the interlace method each path needs.
struct PNGFastHeader {
  var width: Int
  var height: Int
  var layout: Image.Layout

  /// Parses the 13-byte IHDR `body`, requiring interlace method `interlace` (0 or 1).
  init(_ body: [UInt8], interlace: UInt8) throws {
    func u32(_ at: Int) -> Int {
      Int(body[at]) << 24 | Int(body[at + 1]) << 16 | Int(body[at + 2]) << 8 | Int(body[at + 3])
    }
    switch body[9] {
    case 0: layout = .gray
    case 2: layout = .rgb
    case 4: layout = .grayAlpha
    case 6: layout = .rgba
    default:
      throw ImageDecodingError.invalidValue(
        format: .png, field: "colour type", value: Int(body[9]), expected: "0, 2, 4 or 6")
    }
    width = u32(0)
    height = u32(4)
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
