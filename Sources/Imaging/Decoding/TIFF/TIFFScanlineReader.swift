import CCodecABI

/// The exact fast path for 8- and 16-bit integer and 32-bit floating-point contiguous
/// strips: greyscale, grey + alpha, RGB, RGBA.
///
/// Reads one scanline at a time (libtiff decompresses strip by strip), so memory is the
/// output plus one row. 16-bit samples are rounded to 8 bits. Floating-point samples
/// (SampleFormat 3) are clamped to 0…1 and scaled to 0…255 with rounding, as libvips and
/// Pillow do; NaN reads as 0. libtiff's RGBA path cannot read those at all. Associated (premultiplied)
/// alpha is converted to straight alpha. (libtiff's own RGBA path drops the alpha of
/// 16-bit grey, so this path is also the correct one for it.)
struct TIFFScanlineReader {
  private let handle: TIFFHandle
  private let width: Int
  private let height: Int
  private let layout: Image.Layout
  private let samplesPerPixel: Int
  private let premultiplied: Bool
  private let sixteenBit: Bool
  private let floatingPoint: Bool

  /// `nil` when the image needs the general `TIFFRGBAImage` path.
  init?(handle: TIFFHandle, width: Int, height: Int) {
    let bits = handle.uint16(TIFFTAG_BITSPERSAMPLE) ?? 1
    let samples = Int(handle.uint16(TIFFTAG_SAMPLESPERPIXEL) ?? 1)
    let planar = handle.uint16(TIFFTAG_PLANARCONFIG) ?? UInt16(PLANARCONFIG_CONTIG)
    let format = handle.uint16(TIFFTAG_SAMPLEFORMAT) ?? UInt16(SAMPLEFORMAT_UINT)
    let integer = (bits == 8 || bits == 16) && format == SAMPLEFORMAT_UINT
    let float = bits == 32 && format == SAMPLEFORMAT_IEEEFP
    guard let photometric = handle.uint16(TIFFTAG_PHOTOMETRIC), integer || float,
      handle.lib.isTiled(handle.tif) == 0,
      planar == PLANARCONFIG_CONTIG || samples == 1
    else { return nil }
    let extra = handle.extraSamples()
    let colour: Int
    switch Int32(photometric) {
    case PHOTOMETRIC_MINISBLACK: colour = 1
    case PHOTOMETRIC_RGB: colour = 3
    default: return nil
    }
    guard samples == colour || (samples == colour + 1 && extra.count == 1) else { return nil }
    let hasAlpha = samples == colour + 1
    self.handle = handle
    self.width = width
    self.height = height
    self.samplesPerPixel = samples
    self.sixteenBit = bits == 16
    self.floatingPoint = float
    self.layout = colour == 1 ? (hasAlpha ? .grayAlpha : .gray) : (hasAlpha ? .rgba : .rgb)
    // libtiff's own rule: unspecified extra samples count as associated alpha.
    self.premultiplied = hasAlpha && extra.first != UInt16(EXTRASAMPLE_UNASSALPHA)
    guard handle.lib.scanlineSize(handle.tif) == tmsize_t(width * samples * Int(bits / 8)) else {
      return nil
    }
  }

  /// Reads every row.
  /// - Throws: ``ImageDecodingError`` when a strip is missing, short or corrupt.
  func read() throws -> Image {
    let rowBytes = width * samplesPerPixel
    var pixels = [UInt8](repeating: 0, count: rowBytes * height)
    var wide = [UInt16](repeating: 0, count: sixteenBit ? rowBytes : 0)
    var floats = [Float](repeating: 0, count: floatingPoint ? rowBytes : 0)
    /// Reads row `row` into `line` (wider samples) and narrows each sample into `pixels`.
    func readWide<Sample>(_ line: inout [Sample], row: Int, _ narrow: (Sample) -> UInt8) -> Int32 {
      let status = line.withUnsafeMutableBufferPointer { line in
        handle.lib.readScanline(handle.tif, line.baseAddress, UInt32(row), 0)
      }
      guard status == 1 else { return status }
      pixels.withUnsafeMutableBufferPointer { out in
        let start = row * rowBytes
        for i in 0..<rowBytes { out[start + i] = narrow(line[i]) }
      }
      return status
    }
    for row in 0..<height {
      let status: Int32
      if floatingPoint {
        status = readWide(&floats, row: row) { value in
          value.isNaN ? 0 : UInt8((Double(min(max(value, 0), 1)) * 255).rounded())
        }
      } else if sixteenBit {
        // libtiff hands out native-endian samples; round 0…65535 to 0…255.
        status = readWide(&wide, row: row) { UInt8((UInt32($0) * 255 + 32767) / 65535) }
      } else {
        status = pixels.withUnsafeMutableBufferPointer { out in
          handle.lib.readScanline(
            handle.tif, out.baseAddress.map { $0 + row * rowBytes }, UInt32(row), 0)
        }
      }
      guard status == 1, handle.source.errors.isEmpty else {
        throw TIFFHandle.failure(handle.source, in: "TIFFReadScanline")
      }
    }
    if premultiplied {
      let channels = samplesPerPixel
      pixels.withUnsafeMutableBufferPointer { out in
        var i = 0
        while i < out.count {
          let a = out[i + channels - 1]
          if a != 255 {
            for c in 0..<channels - 1 { out[i + c] = TIFFDecoder.unpremultiply(out[i + c], a) }
          }
          i += channels
        }
      }
    }
    return Image(width: width, height: height, layout: layout, pixels: pixels)
  }
}
