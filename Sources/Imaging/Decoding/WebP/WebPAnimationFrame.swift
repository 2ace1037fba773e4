/// The first frame of an animated WebP, placed on its canvas.
enum WebPAnimationFrame {
  /// Decodes frame 1 and composites it onto a transparent `width × height` canvas.
  /// - Throws: ``ImageDecodingError``.
  static func decodeFirst(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, height: Int) throws
    -> Image
  {
    let frame = try WebPContainer.firstFrame(in: bytes)
    guard frame.left + frame.width <= width, frame.top + frame.height <= height else {
      throw ImageDecodingError.invalidValue(
        format: .webp, field: "first frame right edge", value: frame.left + frame.width,
        expected: "≤ canvas width \(width)")
    }
    let decoded = try WebPDecoder.decodeStill(
      UnsafeBufferPointer(rebasing: bytes[frame.bitstream]),
      width: frame.width, height: frame.height, scaled: false, hasAlpha: true)
    var canvas = Image(width: width, height: height, layout: .rgba)
    let rowBytes = frame.width * 4
    for row in 0..<frame.height {
      let source = row * rowBytes
      let destination = ((frame.top + row) * width + frame.left) * 4
      canvas.pixels[destination..<destination + rowBytes] =
        decoded.pixels[source..<source + rowBytes]
    }
    return canvas
  }
}
