import CCodecABI
import Foundation

/// One loaded SVG document (an `RsvgHandle`), owned and released here.
///
/// Loading from memory gives librsvg no base file, so it loads no external resources (other
/// files, URLs); only `data:` URLs inside the document are read.
final class SVGHandle {
  private let rsvg: RSVGLibrary
  private let handle: OpaquePointer

  /// Parses `data`.
  /// - Throws: ``ImageDecodingError/codecFailed(format:function:message:)`` with librsvg's
  ///   message (malformed XML, too many elements).
  init(_ data: Data, rsvg: RSVGLibrary) throws {
    self.rsvg = rsvg
    var error: UnsafeMutablePointer<docpkg_GError>?
    let handle = data.withUnsafeBytes { raw in
      rsvg.newFromData(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &error)
    }
    guard let handle else {
      throw ImageDecodingError.codecFailed(
        format: .svg, function: "rsvg_handle_new_from_data",
        message: rsvg.message(error, fallback: "not an SVG document"))
    }
    if let error { rsvg.errorFree(error) }
    self.handle = handle
    rsvg.setDPI(handle, 96)
  }

  deinit { rsvg.objectUnref(UnsafeMutableRawPointer(handle)) }

  /// The document's size in CSS pixels: `width`/`height` when both are absolute, else the
  /// `viewBox` size, else `nil` (percentages and no `viewBox`).
  var intrinsicSize: (width: Double, height: Double)? {
    var width = 0.0
    var height = 0.0
    if rsvg.intrinsicSizeInPixels(handle, &width, &height) != 0, width > 0, height > 0 {
      return (width, height)
    }
    var hasWidth: Int32 = 0
    var hasHeight: Int32 = 0
    var hasViewBox: Int32 = 0
    var lengthWidth = RsvgLength()
    var lengthHeight = RsvgLength()
    var viewBox = RsvgRectangle()
    rsvg.intrinsicDimensions(
      handle, &hasWidth, &lengthWidth, &hasHeight, &lengthHeight, &hasViewBox, &viewBox)
    if hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 {
      return (viewBox.width, viewBox.height)
    }
    return nil
  }

  /// Renders the whole document fitted into a `width × height` canvas (aspect kept,
  /// centred, as `preserveAspectRatio` says) on transparent black.
  /// - Returns: premultiplied BGRA bytes (cairo's `ARGB32` on a little-endian machine).
  /// - Throws: ``ImageDecodingError/codecFailed(format:function:message:)``, including
  ///   librsvg's refusal of documents over its reference limit.
  func render(width: Int, height: Int) throws -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let failure: ImageDecodingError? = pixels.withUnsafeMutableBufferPointer { buffer in
      guard
        let surface = rsvg.surfaceCreateForData(
          buffer.baseAddress, DOCPKG_CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
          Int32(width * 4))
      else { return .allocationFailed(format: .svg, function: "cairo_image_surface_create") }
      defer { rsvg.surfaceDestroy(surface) }
      guard rsvg.surfaceStatus(surface) == DOCPKG_CAIRO_STATUS_SUCCESS,
        let cairo = rsvg.cairoCreate(surface)
      else { return .allocationFailed(format: .svg, function: "cairo_image_surface_create") }
      defer { rsvg.cairoDestroy(cairo) }
      var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
      var error: UnsafeMutablePointer<docpkg_GError>?
      let rendered = rsvg.renderDocument(handle, cairo, &viewport, &error) != 0
      rsvg.surfaceFlush(surface)
      guard rendered else {
        return .codecFailed(
          format: .svg, function: "rsvg_handle_render_document",
          message: rsvg.message(error, fallback: "rendering failed"))
      }
      if let error { rsvg.errorFree(error) }
      return nil
    }
    if let failure { throw failure }
    return pixels
  }
}
