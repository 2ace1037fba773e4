import Foundation

/// Decodes JPEG through libjpeg-turbo: baseline, progressive, grey, RGB, CMYK and YCCK
/// (Adobe-inverted or not), restart markers; applies EXIF orientation.
///
/// With a size hint the DCT scales by 1/2, 1/4 or 1/8, leaving at least twice the final size.
/// At 1/8 a progressive file is read only until its DC scan is complete: the 1×1 inverse DCT
/// uses nothing else, so the AC scans (most of the file) are never decoded.
enum JPEGDecoder {
  /// Decodes JPEG bytes.
  static func decode(_ data: Data, options: DecodingOptions) throws -> ShrunkImage {
    try data.withUnsafeBytes { bytes in
      try decode(JPEGReader(bytes: bytes), options: options)
    }
  }

  /// Decodes a JPEG file, streaming it.
  static func decode(path: String, options: DecodingOptions) throws -> ShrunkImage {
    try decode(JPEGReader(path: path), options: options)
  }

  /// Decodes a JPEG file, handing its rows to the sink `makeSink` gives for the decoded
  /// pixels' shape when the picture is upright and grey or RGB (decoded pixels that need no
  /// further change); nil when a sink took them (all of them: a file that ends early
  /// throws), otherwise the whole picture, as ``decode(path:options:)`` gives it.
  static func decode(
    path: String, options: DecodingOptions,
    rowSink makeSink: (ShrunkImage.Shape) -> (any DecodedRowSink)?
  ) throws -> ShrunkImage? {
    try decode(JPEGReader(path: path), options: options, rowSink: makeSink)
  }

  /// Rows handed to a sink at a time.
  static let rowBatch = 16

  private static func decode(_ reader: JPEGReader, options: DecodingOptions) throws
    -> ShrunkImage
  {
    // Without a sink the picture always comes back.
    guard let shrunk = try decode(reader, options: options, rowSink: { _ in nil }) else {
      throw ImageDecodingError.unsupported(format: .jpeg, feature: "rows without a sink")
    }
    return shrunk
  }

  private static func decode(
    _ reader: JPEGReader, options: DecodingOptions,
    rowSink makeSink: (ShrunkImage.Shape) -> (any DecodedRowSink)?
  ) throws -> ShrunkImage? {
    let header = try reader.readHeader()
    try ImageDecodingError.checkDimensions(
      width: header.width, height: header.height, options: options)
    var orientation = ImageOrientation.up
    if options.appliesOrientation, let exif = header.exif {
      orientation = EXIFOrientationParser.orientation(in: exif) ?? .up
    }
    let (uprightWidth, uprightHeight) =
      orientation.swapsDimensions
      ? (header.height, header.width) : (header.width, header.height)
    let denominator = ShrinkOnLoad.jpegDenominator(
      width: uprightWidth, height: uprightHeight, options: options)
    let space: JPEGReader.OutputSpace
    switch header.colorSpace {
    case 1: space = .gray
    case 4, 5: space = .cmyk
    default: space = .rgb
    }
    let output = try reader.start(
      denominator: denominator, output: space, fast: denominator > 1, dcOnly: denominator == 8)
    guard output.components == (space == .gray ? 1 : space == .rgb ? 3 : 4) else {
      throw ImageDecodingError.unsupported(
        format: .jpeg, feature: "\(output.components) output components")
    }
    if orientation == .up, space != .cmyk,
      let sink = makeSink(
        ShrunkImage.Shape(
          width: output.width, height: output.height, layout: space == .gray ? .gray : .rgb,
          sourceWidth: uprightWidth, sourceHeight: uprightHeight, factor: denominator))
    {
      try stream(
        reader, to: sink, rowBytes: output.width * output.components, height: output.height)
      return nil
    }
    var image: Image
    switch space {
    case .gray, .rgb:
      image = Image(
        width: output.width, height: output.height, layout: space == .gray ? .gray : .rgb)
      try read(reader, into: &image.pixels, rowBytes: image.rowBytes, height: output.height)
    case .cmyk:
      var samples = [UInt8](repeating: 0, count: output.width * output.height * 4)
      try read(reader, into: &samples, rowBytes: output.width * 4, height: output.height)
      image = cmykToRGB(
        samples, width: output.width, height: output.height, inverted: header.hasAdobeMarker)
    }
    return ShrunkImage(
      image: image.oriented(orientation), sourceWidth: uprightWidth,
      sourceHeight: uprightHeight, factor: denominator)
  }

  /// Reads the rows in batches of ``rowBatch`` into the sink's buffers.
  private static func stream(
    _ reader: JPEGReader, to sink: any DecodedRowSink, rowBytes: Int, height: Int
  ) throws {
    var rows = [UnsafeMutablePointer<UInt8>?]()
    rows.reserveCapacity(rowBatch)
    var done = 0
    while done < height {
      let count = min(rowBatch, height - done)
      let base = sink.rowBuffer(count: count)
      rows.removeAll(keepingCapacity: true)
      for index in 0..<count { rows.append(base + index * rowBytes) }
      try reader.readRows(rows)
      sink.commitRows(count: count)
      done += count
    }
  }

  private static func read(
    _ reader: JPEGReader, into samples: inout [UInt8], rowBytes: Int, height: Int
  ) throws {
    try samples.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      try reader.readRows((0..<height).map { Optional(base + $0 * rowBytes) })
    }
  }

  /// Naive CMYK → RGB. Adobe applications store CMYK inverted (0 = full ink); libjpeg hands
  /// the stored values through unchanged.
  private static func cmykToRGB(_ cmyk: [UInt8], width: Int, height: Int, inverted: Bool) -> Image {
    var image = Image(width: width, height: height, layout: .rgb)
    cmyk.withUnsafeBufferPointer { source in
      image.pixels.withUnsafeMutableBufferPointer { destination in
        for index in 0..<(width * height) {
          var k = UInt32(source[4 * index + 3])
          if !inverted { k = 255 - k }
          for c in 0..<3 {
            var value = UInt32(source[4 * index + c])
            if !inverted { value = 255 - value }
            destination[3 * index + c] = UInt8((value * k + 127) / 255)
          }
        }
      }
    }
    return image
  }
}
