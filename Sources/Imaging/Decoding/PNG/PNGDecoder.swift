import Foundation

/// Decodes PNG through libpng: every colour type and bit depth, palettes with tRNS, Adam7.
///
/// Output is 8-bit (16-bit samples are scaled with rounding) in the layout the file implies:
/// grey, grey + alpha, RGB or RGBA. With a size hint, non-interlaced images are box-reduced
/// row by row while reading, so memory does not grow with the source height; 8-bit
/// interlaced ones decode only the Adam7 passes the size needs (``PNGInterlacedDecoder``).
enum PNGDecoder {
  /// Decodes PNG bytes.
  static func decode(_ data: Data, options: DecodingOptions) throws -> ShrunkImage {
    let factor = try data.withUnsafeBytes { bytes in
      try fastPathFactor(PNGReader(bytes: bytes), options: options)
    }
    if let factor {
      return try fastPath(factor, reader: PNGByteReader(data: data))
    }
    return try data.withUnsafeBytes { bytes in
      try decode(PNGReader(bytes: bytes), options: options)
    }
  }

  /// Decodes a PNG file, streaming it.
  static func decode(path: String, options: DecodingOptions) throws -> ShrunkImage {
    if let factor = try fastPathFactor(PNGReader(path: path), options: options) {
      return try fastPath(factor, reader: PNGByteReader(path: path))
    }
    return try decode(PNGReader(path: path), options: options)
  }

  /// Decodes with ``PNGReducingDecoder``, or ``PNGInterlacedDecoder`` for Adam7 files.
  private static func fastPath(_ factor: FastPath, reader: PNGByteReader) throws -> ShrunkImage {
    if factor.interlaced {
      return try PNGInterlacedDecoder(reader: reader, factor: factor.factor).decode()
    }
    return try PNGReducingDecoder(reader: reader, factor: factor.factor).decode()
  }

  /// A box factor for a Swift fast path, and whether the file is interlaced.
  private struct FastPath {
    var factor: Int
    var interlaced: Bool
  }

  /// The box factor when the header suits ``PNGReducingDecoder`` or
  /// ``PNGInterlacedDecoder`` and a reduction is wanted.
  private static func fastPathFactor(_ reader: PNGReader, options: DecodingOptions) throws
    -> FastPath?
  {
    let header = try reader.readHeader()
    let width = Int(header.width)
    let height = Int(header.height)
    try ImageDecodingError.checkDimensions(width: width, height: height, options: options)
    let (depth, colorType) = (Int(header.bit_depth), Int(header.color_type))
    let (interlaced, transparency) = (header.interlaced != 0, header.has_transparency != 0)
    guard
      PNGReducingDecoder.accepts(
        bitDepth: depth, colorType: colorType, interlaced: interlaced,
        hasTransparency: transparency)
        || PNGInterlacedDecoder.accepts(
          bitDepth: depth, colorType: colorType, interlaced: interlaced,
          hasTransparency: transparency)
    else { return nil }
    let factor = ShrinkOnLoad.boxFactor(width: width, height: height, options: options)
    return factor > 1 ? FastPath(factor: factor, interlaced: interlaced) : nil
  }

  private static func decode(_ reader: PNGReader, options: DecodingOptions) throws -> ShrunkImage {
    let header = try reader.readHeader()
    let width = Int(header.width)
    let height = Int(header.height)
    try ImageDecodingError.checkDimensions(width: width, height: height, options: options)
    let (channels, rowBytes) = try reader.start()
    let layout: Image.Layout
    switch channels {
    case 1: layout = .gray
    case 2: layout = .grayAlpha
    case 3: layout = .rgb
    case 4: layout = .rgba
    default:
      throw ImageDecodingError.unsupported(format: .png, feature: "\(channels) samples per pixel")
    }
    guard rowBytes == width * channels else {
      throw ImageDecodingError.invalidValue(
        format: .png, field: "libpng row size", value: rowBytes, expected: "\(width * channels)")
    }
    let factor =
      header.interlaced != 0
      ? 1 : ShrinkOnLoad.boxFactor(width: width, height: height, options: options)
    let image: Image
    if factor > 1 {
      image = try readReduced(reader, width: width, height: height, layout: layout, factor: factor)
    } else {
      image = try readWhole(reader, width: width, height: height, layout: layout)
    }
    try reader.finish()
    return ShrunkImage(image: image, sourceWidth: width, sourceHeight: height, factor: factor)
  }

  private static func readWhole(
    _ reader: PNGReader, width: Int, height: Int, layout: Image.Layout
  ) throws -> Image {
    var image = Image(width: width, height: height, layout: layout)
    let rowBytes = image.rowBytes
    try image.pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let rows = (0..<height).map { Optional(base + $0 * rowBytes) }
      try reader.readImage(rows)
    }
    return image
  }

  /// Reads rows in batches into a small scratch buffer and box-reduces them as they come.
  private static func readReduced(
    _ reader: PNGReader, width: Int, height: Int, layout: Image.Layout, factor: Int
  ) throws -> Image {
    var reducer = BoxReducer(
      sourceWidth: width, sourceHeight: height, layout: layout, factor: factor)
    let rowBytes = width * layout.channels
    let batch = max(1, min(height, 16))
    var scratch = [UInt8](repeating: 0, count: rowBytes * batch)
    try scratch.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var y = 0
      while y < height {
        let count = min(batch, height - y)
        let rows = (0..<count).map { Optional(base + $0 * rowBytes) }
        try reader.readRows(rows)
        for index in 0..<count { reducer.add(row: base + index * rowBytes) }
        y += count
      }
    }
    reducer.finish()
    return reducer.output
  }
}
