/// The thumbnail fast path for 8-bit, non-interlaced grey, grey + alpha, RGB and RGBA PNGs
/// without tRNS: walks the chunks (checking every CRC and zlib's Adler-32), inflates IDAT in
/// batches of rows, unfilters with SIMD Paeth and box-reduces each row as it is finished, so
/// memory is a few rows plus the reduced picture.
///
/// Everything else (palettes, other depths, tRNS, Adam7, full-size decodes) goes through
/// libpng; ``PNGDecoder`` decides.
struct PNGReducingDecoder {
  let reader: PNGByteReader
  let factor: Int

  /// Whether a header qualifies for this path.
  static func accepts(bitDepth: Int, colorType: Int, interlaced: Bool, hasTransparency: Bool)
    -> Bool
  {
    bitDepth == 8 && [0, 2, 4, 6].contains(colorType) && !interlaced && !hasTransparency
  }

  func decode() throws -> ShrunkImage {
    let header = try PNGFastHeader(try reader.readSignatureAndHeader(), interlace: 0)
    var reducer = BoxReducer(
      sourceWidth: header.width, sourceHeight: header.height, layout: header.layout,
      factor: factor)
    let rows = try PNGRowInflater(
      width: header.width, height: header.height, channels: header.layout.channels)
    var sawIDAT = false
    while true {
      let (type, length, chunkCRC) = try reader.readChunkHeader()
      var crc = chunkCRC
      switch type {
      case "IDAT":
        sawIDAT = true
        try rows.consume(length: length, from: reader, crc: &crc, into: &reducer)
      case "IEND":
        try reader.checkCRC(crc, type: type)
        guard sawIDAT else {
          throw ImageDecodingError.missing(format: .png, structure: "IDAT")
        }
        guard rows.rowsDone == header.height else {
          throw ImageDecodingError.missing(format: .png, structure: "image data for every row")
        }
        reducer.finish()
        return ShrunkImage(
          image: reducer.output, sourceWidth: header.width, sourceHeight: header.height,
          factor: factor)
      default:
        _ = try reader.readBody(length, crc: &crc)
        if type.utf8.first.map({ $0 < 97 }) == true && type != "PLTE" {
          throw ImageDecodingError.unknownCriticalChunk(format: .png, chunk: type)
        }
      }
      try reader.checkCRC(crc, type: type)
    }
  }
}
