/// Reverses PNG's per-row filters (PNG spec §9) for 8-bit samples, in place.
///
/// Paeth, the filter photographic PNGs use most, is done a pixel at a time with branch-free
/// SIMD selection; libpng's portable C does it a byte at a time with branches.
enum PNGUnfilter {
  /// Unfilters `row` (`count` bytes, filter byte already removed) against `previous`.
  /// - Throws: ``ImageDecodingError/invalidValue(format:field:value:expected:)`` for an unknown filter type.
  static func apply(
    filter: UInt8, row: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>,
    count: Int, bytesPerPixel bpp: Int
  ) throws {
    switch filter {
    case 0:
      return
    case 1:
      var i = bpp
      while i < count {
        row[i] &+= row[i - bpp]
        i += 1
      }
    case 2:
      for i in 0..<count { row[i] &+= previous[i] }
    case 3:
      for i in 0..<min(bpp, count) { row[i] &+= previous[i] >> 1 }
      var i = bpp
      while i < count {
        row[i] &+= UInt8((UInt16(row[i - bpp]) + UInt16(previous[i])) >> 1)
        i += 1
      }
    case 4:
      switch bpp {
      case 4: paeth4(row, previous, count: count)
      case 3: paeth3(row, previous, count: count)
      default: paethScalar(row, previous, count: count, bpp: bpp)
      }
    default:
      throw ImageDecodingError.invalidValue(
        format: .png, field: "filter type", value: Int(filter), expected: "0–4")
    }
  }

  @inline(__always)
  private static func predict(
    _ a: SIMD4<Int16>, _ b: SIMD4<Int16>, _ c: SIMD4<Int16>
  ) -> SIMD4<Int16> {
    let pa = abs16(b &- c)
    let pb = abs16(a &- c)
    let pc = abs16(a &+ b &- c &- c)
    var predictor = c
    predictor.replace(with: b, where: pb .<= pc)
    predictor.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
    return predictor
  }

  @inline(__always)
  private static func abs16(_ x: SIMD4<Int16>) -> SIMD4<Int16> {
    let sign = x &>> 15
    return (x ^ sign) &- sign
  }

  private static func paeth4(
    _ row: UnsafeMutablePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int
  ) {
    var a = SIMD4<Int16>.zero
    var c = SIMD4<Int16>.zero
    var i = 0
    while i + 4 <= count {
      let b = SIMD4<Int16>(
        Int16(previous[i]), Int16(previous[i + 1]), Int16(previous[i + 2]),
        Int16(previous[i + 3]))
      let raw = SIMD4<Int16>(
        Int16(row[i]), Int16(row[i + 1]), Int16(row[i + 2]), Int16(row[i + 3]))
      let value = (raw &+ predict(a, b, c)) & 0xFF
      row[i] = UInt8(truncatingIfNeeded: value.x)
      row[i + 1] = UInt8(truncatingIfNeeded: value.y)
      row[i + 2] = UInt8(truncatingIfNeeded: value.z)
      row[i + 3] = UInt8(truncatingIfNeeded: value.w)
      a = value
      c = b
      i += 4
    }
  }

  private static func paeth3(
    _ row: UnsafeMutablePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int
  ) {
    var a = SIMD4<Int16>.zero
    var c = SIMD4<Int16>.zero
    var i = 0
    while i + 3 <= count {
      let b = SIMD4<Int16>(Int16(previous[i]), Int16(previous[i + 1]), Int16(previous[i + 2]), 0)
      let raw = SIMD4<Int16>(Int16(row[i]), Int16(row[i + 1]), Int16(row[i + 2]), 0)
      let value = (raw &+ predict(a, b, c)) & 0xFF
      row[i] = UInt8(truncatingIfNeeded: value.x)
      row[i + 1] = UInt8(truncatingIfNeeded: value.y)
      row[i + 2] = UInt8(truncatingIfNeeded: value.z)
      a = value
      c = b
      i += 3
    }
  }

  private static func paethScalar(
    _ row: UnsafeMutablePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int, bpp: Int
  ) {
    for i in 0..<count {
      let a = i >= bpp ? Int(row[i - bpp]) : 0
      let b = Int(previous[i])
      let c = i >= bpp ? Int(previous[i - bpp]) : 0
      let pa = abs(b - c)
      let pb = abs(a - c)
      let pc = abs(a + b - 2 * c)
      let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
      row[i] &+= UInt8(predictor)
    }
  }
}
