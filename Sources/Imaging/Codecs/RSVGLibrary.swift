import CCodecABI

/// librsvg's loading and rendering functions, with the cairo, GObject and GLib calls they
/// need, resolved from `librsvg-2.so.2` on first use.
///
/// cairo (`libcairo.so.2`), GObject and GLib are not opened by name: librsvg links them, and
/// symbol lookup through its handle searches its dependencies, so one `dlopen` serves all.
/// `rsvg_handle_get_intrinsic_size_in_pixels` is librsvg 2.52 or later (Debian 12 has 2.54).
struct RSVGLibrary: CodecLibrary, @unchecked Sendable {
  /// The process's one librsvg, or why it cannot be loaded.
  static let shared = resolve(.rsvg)

  let library: SharedLibrary
  let newFromData: docpkg_rsvg_handle_new_from_data
  let setDPI: docpkg_rsvg_handle_set_dpi
  let intrinsicSizeInPixels: docpkg_rsvg_handle_get_intrinsic_size_in_pixels
  let intrinsicDimensions: docpkg_rsvg_handle_get_intrinsic_dimensions
  let renderDocument: docpkg_rsvg_handle_render_document
  let objectUnref: docpkg_g_object_unref
  let errorFree: docpkg_g_error_free
  let surfaceCreateForData: docpkg_cairo_image_surface_create_for_data
  let cairoCreate: docpkg_cairo_create
  let cairoDestroy: docpkg_cairo_destroy
  let surfaceDestroy: docpkg_cairo_surface_destroy
  let surfaceFlush: docpkg_cairo_surface_flush
  let cairoStatus: docpkg_cairo_status
  let surfaceStatus: docpkg_cairo_surface_status
  let cairoVersion: docpkg_cairo_version_string
  private let rsvgMajor: UnsafePointer<UInt32>?
  private let rsvgMinor: UnsafePointer<UInt32>?
  private let rsvgMicro: UnsafePointer<UInt32>?

  /// "2.54.7 (cairo 1.16.0)", from librsvg's exported version numbers.
  var version: String {
    let number = [rsvgMajor, rsvgMinor, rsvgMicro].map { $0.map { String($0.pointee) } ?? "?" }
    let cairo = cairoVersion().map { String(cString: $0) } ?? "unknown"
    return number.joined(separator: ".") + " (cairo \(cairo))"
  }

  init(_ library: SharedLibrary) throws(CodecLoadingError) {
    self.library = library
    newFromData = try library.function("rsvg_handle_new_from_data")
    setDPI = try library.function("rsvg_handle_set_dpi")
    intrinsicSizeInPixels = try library.function("rsvg_handle_get_intrinsic_size_in_pixels")
    intrinsicDimensions = try library.function("rsvg_handle_get_intrinsic_dimensions")
    renderDocument = try library.function("rsvg_handle_render_document")
    objectUnref = try library.function("g_object_unref")
    errorFree = try library.function("g_error_free")
    surfaceCreateForData = try library.function("cairo_image_surface_create_for_data")
    cairoCreate = try library.function("cairo_create")
    cairoDestroy = try library.function("cairo_destroy")
    surfaceDestroy = try library.function("cairo_surface_destroy")
    surfaceFlush = try library.function("cairo_surface_flush")
    cairoStatus = try library.function("cairo_status")
    surfaceStatus = try library.function("cairo_surface_status")
    cairoVersion = try library.function("cairo_version_string")
    rsvgMajor = try? library.function("rsvg_major_version", as: UnsafePointer<UInt32>.self)
    rsvgMinor = try? library.function("rsvg_minor_version", as: UnsafePointer<UInt32>.self)
    rsvgMicro = try? library.function("rsvg_micro_version", as: UnsafePointer<UInt32>.self)
  }

  /// The message of `error` (then freed), or `fallback` when librsvg gave none.
  func message(_ error: UnsafeMutablePointer<docpkg_GError>?, fallback: String) -> String {
    guard let error else { return fallback }
    defer { errorFree(error) }
    return error.pointee.message.map { String(cString: $0) } ?? fallback
  }
}
