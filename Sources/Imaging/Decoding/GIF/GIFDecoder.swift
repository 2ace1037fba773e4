import CCodecABI
import Foundation

/// Decodes the first frame of a GIF with giflib (loaded at run time, ``GIFLibrary``), composited onto the logical screen.
///
/// Honours the Graphics Control Extension's transparent index, local and global colour
/// tables and interlacing. Pixels of the screen that the first frame does not cover are
/// transparent. The result is `.rgba` when any pixel can be transparent, else `.rgb`.
/// Reads from memory and stops after the first frame, so later frames cost nothing.
enum GIFDecoder {
  /// Decodes the first frame of `data`.
  /// - Throws: ``ImageDecodingError``; giflib's error codes are mapped by ``GIFLibError``.
  static func decode(_ data: Data, options: DecodingOptions) throws -> Image {
    let giflib = try GIFLibrary.load()
    let source = GIFByteSource(data)
    var openError: Int32 = 0
    let opened = withExtendedLifetime(source) {
      giflib.open(
        Unmanaged.passUnretained(source).toOpaque(), GIFByteSource.readFunction, &openError)
    }
    guard let gif = opened else {
      throw GIFLibError.error(code: openError, in: "DGifOpen", source: source, giflib: giflib)
    }
    defer {
      var closeError: Int32 = 0
      _ = giflib.close(gif, &closeError)
    }
    return try withExtendedLifetime(source) {
      let screenWidth = Int(gif.pointee.SWidth)
      let screenHeight = Int(gif.pointee.SHeight)
      try ImageDecodingError.checkDimensions(
        width: screenWidth, height: screenHeight, options: options)
      var transparentIndex = -1
      while true {
        var record = UNDEFINED_RECORD_TYPE
        guard giflib.getRecordType(gif, &record) == GIF_OK else {
          throw GIFLibError.error(
            code: gif.pointee.Error, in: "DGifGetRecordType", source: source, giflib: giflib)
        }
        switch record {
        case EXTENSION_RECORD_TYPE:
          transparentIndex =
            try readExtension(gif, source: source, giflib: giflib) ?? transparentIndex
        case IMAGE_DESC_RECORD_TYPE:
          return try readFrame(
            gif, source: source, giflib: giflib, screenWidth: screenWidth,
            screenHeight: screenHeight,
            transparentIndex: transparentIndex, options: options)
        case TERMINATE_RECORD_TYPE:
          throw ImageDecodingError.missing(format: .gif, structure: "image before the trailer")
        default:
          throw ImageDecodingError.invalidValue(
            format: .gif, field: "record type", value: Int(record.rawValue),
            expected: "an image, extension or trailer record")
        }
      }
    }
  }

  /// Reads one extension; returns the transparent index when it is a GCE that sets one.
  private static func readExtension(
    _ gif: UnsafeMutablePointer<GifFileType>, source: GIFByteSource, giflib: GIFLibrary
  ) throws -> Int? {
    var code: Int32 = 0
    var block: UnsafeMutablePointer<GifByteType>?
    guard giflib.getExtension(gif, &code, &block) == GIF_OK else {
      throw GIFLibError.error(
        code: gif.pointee.Error, in: "DGifGetExtension", source: source, giflib: giflib)
    }
    var transparent: Int?
    if code == GRAPHICS_EXT_FUNC_CODE, let block {
      var gcb = GraphicsControlBlock()
      if giflib.extensionToGCB(Int(block[0]), block + 1, &gcb) == GIF_OK {
        transparent = Int(gcb.TransparentColor)
      }
    }
    while block != nil {
      guard giflib.getExtensionNext(gif, &block) == GIF_OK else {
        throw GIFLibError.error(
          code: gif.pointee.Error, in: "DGifGetExtensionNext", source: source, giflib: giflib)
      }
    }
    return transparent
  }

  private static func readFrame(
    _ gif: UnsafeMutablePointer<GifFileType>, source: GIFByteSource, giflib: GIFLibrary,
    screenWidth: Int,
    screenHeight: Int,
    transparentIndex: Int, options: DecodingOptions
  ) throws -> Image {
    guard giflib.getImageHeader(gif) == GIF_OK else {
      throw GIFLibError.error(
        code: gif.pointee.Error, in: "DGifGetImageHeader", source: source, giflib: giflib)
    }
    let frame = gif.pointee.Image
    let frameWidth = Int(frame.Width)
    let frameHeight = Int(frame.Height)
    try ImageDecodingError.checkDimensions(
      width: frameWidth, height: frameHeight, options: options)
    // A code of at least 3 bits yields at most 4096 pixels: a frame the remaining data cannot
    // possibly fill is truncated, and is refused before the canvas is allocated.
    guard frameWidth * frameHeight / 4096 <= source.remaining * 8 / 3 else {
      throw ImageDecodingError.truncated(format: .gif)
    }
    guard let colorMap = frame.ColorMap ?? gif.pointee.SColorMap,
      let colors = colorMap.pointee.Colors
    else {
      throw ImageDecodingError.missing(format: .gif, structure: "global or local colour table")
    }
    var palette = [UInt8](repeating: 0, count: 256 * 4)
    for index in 0..<256 {
      palette[index * 4 + 3] = 255
      if index < Int(colorMap.pointee.ColorCount) {
        palette[index * 4] = colors[index].Red
        palette[index * 4 + 1] = colors[index].Green
        palette[index * 4 + 2] = colors[index].Blue
      }
    }
    if (0..<256).contains(transparentIndex) { palette[transparentIndex * 4 + 3] = 0 }

    let left = Int(frame.Left)
    let top = Int(frame.Top)
    let covers =
      left <= 0 && top <= 0 && left + frameWidth >= screenWidth
      && top + frameHeight >= screenHeight
    let layout: Image.Layout = covers && transparentIndex < 0 ? .rgb : .rgba
    let channels = layout.channels
    var pixels = [UInt8](repeating: 0, count: screenWidth * screenHeight * channels)
    var line = [GifPixelType](repeating: 0, count: frameWidth)
    let rows = frame.Interlace ? interlacedRows(height: frameHeight) : Array(0..<frameHeight)
    let firstColumn = max(0, -left)
    let lastColumn = min(frameWidth, screenWidth - left)
    for row in rows {
      guard giflib.getLine(gif, &line, Int32(frameWidth)) == GIF_OK else {
        throw GIFLibError.error(
          code: gif.pointee.Error, in: "DGifGetLine", source: source, giflib: giflib)
      }
      let y = top + row
      guard y >= 0, y < screenHeight, firstColumn < lastColumn else { continue }
      pixels.withUnsafeMutableBufferPointer { out in
        var o = (y * screenWidth + left + firstColumn) * channels
        for x in firstColumn..<lastColumn {
          let p = Int(line[x]) * 4
          out[o] = palette[p]
          out[o + 1] = palette[p + 1]
          out[o + 2] = palette[p + 2]
          if channels == 4 { out[o + 3] = palette[p + 3] }
          o += channels
        }
      }
    }
    return Image(width: screenWidth, height: screenHeight, layout: layout, pixels: pixels)
  }

  /// Frame rows in the order an interlaced GIF stores them (passes of 8, 8, 4, 2).
  static func interlacedRows(height: Int) -> [Int] {
    var rows: [Int] = []
    rows.reserveCapacity(height)
    for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
      rows.append(contentsOf: stride(from: start, to: height, by: step))
    }
    return rows
  }
}
