import CCodecABI
import Foundation

/// Decodes a TIFF file with libtiff, reading from memory.
///
/// The image is the first directory, or a larger or better-fitting representation of it
/// (see ``TIFFRepresentation``).
/// 8-bit contiguous greyscale and RGB(A) strips — what TextEdit and most tools write, with
/// any compression libtiff knows (none, LZW, PackBits, Deflate…) — are read row by row and
/// kept exact (unassociated alpha stays straight). Everything else libtiff can convert
/// (palette, bilevel, 16-bit, CMYK, YCbCr, tiles, planar…) goes through `TIFFRGBAImage`.
/// The Orientation tag is applied when ``DecodingOptions/appliesOrientation`` is set.
/// libtiff (loaded at run time, ``TIFFLibrary``) reports its messages per handle; the global
/// stderr handlers are silenced.
enum TIFFDecoder {
  /// Decodes `data`.
  /// - Throws: ``ImageDecodingError``.
  static func decode(_ data: Data, options: DecodingOptions) throws -> Image {
    let source = TIFFMemorySource(data)
    let limit = min(options.pixelLimit, Int.max / 16)
    let handle = try TIFFHandle(source: source, maxSingleAllocation: max(1 << 26, limit * 8))
    let (width, height) = try TIFFRepresentation.select(handle, options: options)
    if handle.lib.isTiled(handle.tif) != 0 {
      let tileWidth = Int(handle.uint32(TIFFTAG_TILEWIDTH) ?? 0)
      let tileHeight = Int(handle.uint32(TIFFTAG_TILELENGTH) ?? 0)
      try ImageDecodingError.checkDimensions(
        width: tileWidth, height: tileHeight, options: options)
    }
    let image: Image
    if let reader = TIFFScanlineReader(handle: handle, width: width, height: height) {
      image = try reader.read()
    } else {
      image = try readRGBA(handle, width: width, height: height)
    }
    guard options.appliesOrientation else { return image }
    let tag = Int(handle.uint16(TIFFTAG_ORIENTATION) ?? 1)
    return image.oriented(ImageOrientation(rawValue: tag) ?? .up)
  }

  /// The general path: libtiff converts to premultiplied ABGR; we unpremultiply.
  private static func readRGBA(_ handle: TIFFHandle, width: Int, height: Int) throws -> Image {
    let tif = handle.tif
    let lib = handle.lib
    var message = [CChar](repeating: 0, count: 1024)
    guard lib.rgbaImageOK(tif, &message) != 0 else {
      throw ImageDecodingError.unsupported(format: .tiff, feature: describe(message))
    }
    var state = TIFFRGBAImage()
    guard lib.rgbaImageBegin(&state, tif, 1, &message) != 0 else {
      if !handle.source.errors.isEmpty { throw TIFFHandle.failure(handle.source, in: "begin") }
      throw ImageDecodingError.unsupported(format: .tiff, feature: describe(message))
    }
    defer { lib.rgbaImageEnd(&state) }
    // Ask for the file's own row order; orientation is applied afterwards in one place.
    state.req_orientation = state.orientation
    let hasAlpha = state.alpha != 0
    let photometric = Int32(state.photometric)
    let colourSamples = Int(state.samplesperpixel) - (hasAlpha ? 1 : 0)
    let isGray =
      (photometric == PHOTOMETRIC_MINISBLACK || photometric == PHOTOMETRIC_MINISWHITE)
      && colourSamples <= 1
    var premultiplied = hasAlpha && state.alpha != EXTRASAMPLE_UNASSALPHA
    if hasAlpha && !isGray && state.alpha == EXTRASAMPLE_UNASSALPHA {
      // libtiff premultiplies unassociated RGB alpha through this 256×256 table; making it
      // the identity keeps colours exact (straight alpha is what we return anyway).
      if let table = state.UaToAa {
        for alpha in 0..<256 {
          for value in 0..<256 { table[alpha << 8 | value] = UInt8(value) }
        }
      } else {
        premultiplied = true
      }
    }
    var raster = [UInt32](repeating: 0, count: width * height)
    let ok = raster.withUnsafeMutableBufferPointer { buffer in
      lib.rgbaImageGet(&state, buffer.baseAddress, UInt32(width), UInt32(height))
    }
    guard ok != 0, handle.source.errors.isEmpty else {
      throw TIFFHandle.failure(handle.source, in: "TIFFRGBAImageGet")
    }
    let layout: Image.Layout =
      isGray ? (hasAlpha ? .grayAlpha : .gray) : (hasAlpha ? .rgba : .rgb)
    let channels = layout.channels
    var pixels = [UInt8](repeating: 0, count: width * height * channels)
    raster.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { out in
        var o = 0
        for value in source {
          var r = UInt8(truncatingIfNeeded: value)
          var g = UInt8(truncatingIfNeeded: value >> 8)
          var b = UInt8(truncatingIfNeeded: value >> 16)
          let a = UInt8(truncatingIfNeeded: value >> 24)
          if premultiplied && a != 255 {
            r = unpremultiply(r, a)
            g = unpremultiply(g, a)
            b = unpremultiply(b, a)
          }
          layout.store(r, g, b, a, in: out, at: o)
          o += channels
        }
      }
    }
    return Image(width: width, height: height, layout: layout, pixels: pixels)
  }

  @inline(__always)
  static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    guard alpha != 0 else { return 0 }
    let result = (UInt32(value) * 255 + UInt32(alpha) / 2) / UInt32(alpha)
    return UInt8(min(result, 255))
  }

  private static func describe(_ message: [CChar]) -> String {
    let text = String(
      decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.isEmpty ? "libtiff cannot convert this image" : text
  }
}
