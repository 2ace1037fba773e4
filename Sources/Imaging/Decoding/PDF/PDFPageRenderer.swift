import CCodecABI

/// Draws one poppler page into a cairo image surface over white paper and converts cairo's
/// premultiplied native-endian ARGB32 words to ``Image``'s RGB bytes.
struct PDFPageRenderer {
  let poppler: PopplerLibrary
  let page: OpaquePointer

  /// Renders at `width`×`height` pixels, user space scaled by `scaleX`, `scaleY` (pixels per
  /// point). The caller has checked the size against the pixel limit.
  func render(width: Int, height: Int, scaleX: Double, scaleY: Double) throws(PDFError) -> Image {
    let format = Int32(DOCPKG_CAIRO_FORMAT_ARGB32)
    let stride = Int(poppler.strideForWidth(format, Int32(width)))
    guard stride >= width * 4 else {
      throw PDFError.tooManyPixels(width: width, height: height, limit: Int(Int32.max) / 4)
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: stride * height, alignment: 16)
    defer { buffer.deallocate() }
    guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
      let surface = poppler.surfaceCreateForData(
        base, format, Int32(width), Int32(height), Int32(stride))
    else {
      throw PDFError.renderingFailed(function: "cairo_image_surface_create_for_data", status: 1)
    }
    defer { poppler.surfaceDestroy(surface) }
    let surfaceStatus = Int(poppler.surfaceStatus(surface))
    guard surfaceStatus == DOCPKG_CAIRO_STATUS_SUCCESS else {
      throw PDFError.renderingFailed(
        function: "cairo_image_surface_create_for_data", status: surfaceStatus)
    }
    guard let cairo = poppler.cairoCreate(surface) else {
      throw PDFError.renderingFailed(function: "cairo_create", status: PDFError.cairoNoMemory)
    }
    poppler.setSourceRGB(cairo, 1, 1, 1)
    poppler.paint(cairo)
    poppler.scale(cairo, scaleX, scaleY)
    poppler.pageRender(page, cairo)
    let status = Int(poppler.cairoStatus(cairo))
    poppler.cairoDestroy(cairo)
    poppler.surfaceFlush(surface)
    guard status == DOCPKG_CAIRO_STATUS_SUCCESS else {
      throw PDFError.renderingFailed(function: "poppler_page_render", status: status)
    }
    return Self.image(
      from: UnsafeRawBufferPointer(buffer), width: width, height: height, stride: stride)
  }

  /// RGB bytes from ARGB32 words. White paper makes every pixel opaque, so no division is
  /// needed; a pixel that is not (never expected) is composited over white here.
  static func image(from words: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int)
    -> Image
  {
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    pixels.withUnsafeMutableBufferPointer { out in
      var o = 0
      for y in 0..<height {
        let row = y * stride
        for x in 0..<width {
          let word = words.load(fromByteOffset: row + x * 4, as: UInt32.self)
          let paper = 255 - Int(word >> 24)
          out[o] = UInt8(truncatingIfNeeded: min(255, Int(word >> 16 & 0xFF) + paper))
          out[o + 1] = UInt8(truncatingIfNeeded: min(255, Int(word >> 8 & 0xFF) + paper))
          out[o + 2] = UInt8(truncatingIfNeeded: min(255, Int(word & 0xFF) + paper))
          o += 3
        }
      }
    }
    return Image(width: width, height: height, layout: .rgb, pixels: pixels)
  }
}
