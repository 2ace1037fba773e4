import Deflate

/// The thumbnail path for interlaced (Adam7) 8-bit grey, grey + alpha, RGB and RGBA PNGs
/// without tRNS. Adam7's first passes hold the picture sampled on a coarse grid — pass 1
/// every 8th pixel each way, passes 1–3 every 4th, passes 1–5 every 2nd — and come first in
/// the stream. When the requested size needs no finer grid, only those passes are inflated
/// and the rest of the file is not read (its CRCs and Adler-32 are not checked); the grid is
/// then box-reduced by what remains of the factor.
struct PNGInterlacedDecoder {
  let reader: PNGByteReader
  /// The box factor ``ShrinkOnLoad`` chose (at least 2).
  let factor: Int

  /// Whether a header qualifies for this path.
  static func accepts(bitDepth: Int, colorType: Int, interlaced: Bool, hasTransparency: Bool)
    -> Bool
  {
    bitDepth == 8 && [0, 2, 4, 6].contains(colorType) && interlaced && !hasTransparency
  }

  /// The grid spacing and the number of passes that give it, for a box factor: the
  /// coarsest grid at most one step coarser than the factor. The box factor leaves 3× the
  /// final size, so the grid still leaves over 2× for the final filter; a finer grid would
  /// hand it up to 2.25× the pixels (factor 3 on a spacing of 2) for no visible gain.
  static func plan(factor: Int) -> (spacing: Int, passes: Int) {
    if factor >= 7 { return (8, 1) }
    if factor >= 3 { return (4, 3) }
    return (2, 5)
  }

  /// Adam7: each pass's first column and row and its steps (PNG spec §8.2).
  static let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
    (0, 1, 1, 2),
  ]

  /// The pixel size of pass `index` of a `width`×`height` image.
  static func passSize(_ index: Int, width: Int, height: Int) -> (width: Int, height: Int) {
    let pass = passes[index]
    let columns = width > pass.x ? (width - pass.x + pass.dx - 1) / pass.dx : 0
    let rows = height > pass.y ? (height - pass.y + pass.dy - 1) / pass.dy : 0
    return (columns, rows)
  }

  func decode() throws -> ShrunkImage {
    let header = try PNGFastHeader(try reader.readSignatureAndHeader(), interlace: 1)
    let plan = Self.plan(factor: factor)
    let channels = header.layout.channels
    var total = 0
    for index in 0..<plan.passes {
      let size = Self.passSize(index, width: header.width, height: header.height)
      if size.width > 0 { total += size.height * (size.width * channels + 1) }
    }
    var filtered = [UInt8](repeating: 0, count: total)
    let inflater = try Inflater.png()
    var input = [UInt8](repeating: 0, count: 1 << 16)
    var filled = 0
    reading: while filled < total {
      let (type, length, chunkCRC) = try reader.readChunkHeader()
      var crc = chunkCRC
      switch type {
      case "IDAT":
        try reader.readBody(length, pieces: &input, crc: &crc) { source in
          var offset = 0
          while offset < source.count, filled < total, !inflater.isFinished {
            let (consumed, produced) = try filtered.withUnsafeMutableBytes { out in
              try inflater.inflatePNG(
                UnsafeRawBufferPointer(rebasing: source[offset...]),
                into: UnsafeMutableRawBufferPointer(rebasing: out[filled..<total]))
            }
            offset += consumed
            filled += produced
            if consumed == 0 && produced == 0 { break }
          }
          // The passes needed are in: the rest of the file is not read.
          return filled < total
        }
        if filled >= total { break reading }
        if inflater.isFinished {
          throw ImageDecodingError.missing(format: .png, structure: "image data for every row")
        }
        try reader.checkCRC(crc, type: type)
      case "IEND":
        throw ImageDecodingError.missing(format: .png, structure: "image data for every row")
      default:
        _ = try reader.readBody(length, crc: &crc)
        if type.utf8.first.map({ $0 < 97 }) == true && type != "PLTE" {
          throw ImageDecodingError.unknownCriticalChunk(format: .png, chunk: type)
        }
        try reader.checkCRC(crc, type: type)
      }
    }
    let grid = try Self.assemble(
      filtered, width: header.width, height: header.height, layout: header.layout, plan: plan)
    let rest = factor / plan.spacing
    guard rest > 1 else {
      return ShrunkImage(
        image: grid, sourceWidth: header.width, sourceHeight: header.height,
        factor: plan.spacing)
    }
    var reducer = BoxReducer(
      sourceWidth: grid.width, sourceHeight: grid.height, layout: grid.layout, factor: rest)
    grid.pixels.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      for y in 0..<grid.height { reducer.add(row: base + y * grid.rowBytes) }
    }
    reducer.finish()
    return ShrunkImage(
      image: reducer.output, sourceWidth: header.width, sourceHeight: header.height,
      factor: plan.spacing * rest)
  }

  /// Unfilters the passes' rows and places each pixel on the grid of `plan.spacing`.
  static func assemble(
    _ filtered: [UInt8], width: Int, height: Int, layout: Image.Layout,
    plan: (spacing: Int, passes: Int)
  ) throws -> Image {
    let spacing = plan.spacing
    let channels = layout.channels
    var grid = Image(
      width: (width + spacing - 1) / spacing, height: (height + spacing - 1) / spacing,
      layout: layout)
    var data = filtered
    let zeros = [UInt8](repeating: 0, count: (width + 1) * channels)
    let gridRowBytes = grid.rowBytes
    try data.withUnsafeMutableBufferPointer { buffer in
      try grid.pixels.withUnsafeMutableBufferPointer { out in
        try zeros.withUnsafeBufferPointer { zero in
          guard let base = buffer.baseAddress, let zeroBase = zero.baseAddress else { return }
          var offset = 0
          for index in 0..<plan.passes {
            let pass = passes[index]
            let size = passSize(index, width: width, height: height)
            guard size.width > 0, size.height > 0 else { continue }
            let rowBytes = size.width * channels
            for j in 0..<size.height {
              let row = base + offset + 1
              let previous = j == 0 ? zeroBase : UnsafePointer(row - rowBytes - 1)
              try PNGUnfilter.apply(
                filter: base[offset], row: row, previous: previous, count: rowBytes,
                bytesPerPixel: channels)
              let gridRow = (pass.y + j * pass.dy) / spacing * gridRowBytes
              for i in 0..<size.width {
                let target = gridRow + (pass.x + i * pass.dx) / spacing * channels
                for c in 0..<channels { out[target + c] = row[i * channels + c] }
              }
              offset += rowBytes + 1
            }
          }
        }
      }
    }
    return grid
  }
}
