import CWebP

/// The first frame of an animated WebP, placed on its canvas with libwebp's demuxer.
enum WebPAnimationFrame {
  /// Decodes frame 1 and composites it onto a transparent `width × height` canvas.
  /// - Throws: ``ImageDecodingError``.
  static func decodeFirst(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, height: Int) throws
    -> Image
  {
    var input = WebPData(bytes: bytes.baseAddress, size: bytes.count)
    guard let demuxer = WebPDemux(&input) else {
      throw ImageDecodingError.corrupt(format: .webp, detail: "WebPDemux: malformed container")
    }
    defer { WebPDemuxDelete(demuxer) }
    var iterator = WebPIterator()
    guard WebPDemuxGetFrame(demuxer, 1, &iterator) != 0 else {
      throw ImageDecodingError.corrupt(format: .webp, detail: "animation has no frames")
    }
    defer { WebPDemuxReleaseIterator(&iterator) }
    let frameWidth = Int(iterator.width)
    let frameHeight = Int(iterator.height)
    let left = Int(iterator.x_offset)
    let top = Int(iterator.y_offset)
    guard frameWidth > 0, frameHeight > 0, left + frameWidth <= width,
      top + frameHeight <= height, let fragment = iterator.fragment.bytes
    else {
      throw ImageDecodingError.corrupt(format: .webp, detail: "first frame lies outside the canvas")
    }
    let frame = try WebPDecoder.decodeStill(
      UnsafeBufferPointer(start: fragment, count: iterator.fragment.size),
      width: frameWidth, height: frameHeight, scaled: false, hasAlpha: true)
    var canvas = Image(width: width, height: height, layout: .rgba)
    let rowBytes = frameWidth * 4
    for row in 0..<frameHeight {
      let source = row * rowBytes
      let destination = ((top + row) * width + left) * 4
      canvas.pixels[destination..<destination + rowBytes] = frame.pixels[source..<source + rowBytes]
    }
    return canvas
  }
}
