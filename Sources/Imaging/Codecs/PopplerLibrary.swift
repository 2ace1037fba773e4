import CCodecABI

/// poppler-glib's document, page and rendering functions, resolved from
/// `libpoppler-glib.so.8` on first use, with the GLib, GObject and cairo functions it needs.
///
/// Those are looked up through poppler-glib's own handle: `dlsym` on a handle searches the
/// library and the dependencies loaded with it, so they are the copies poppler itself uses
/// and nothing else is opened.
struct PopplerLibrary: CodecLibrary, @unchecked Sendable {
  /// The process's one poppler-glib, or why it cannot be loaded.
  static let shared = resolve(.poppler)

  let library: SharedLibrary
  let getVersion: docpkg_poppler_get_version
  let errorQuark: docpkg_poppler_error_quark
  let documentNewFromBytes: docpkg_poppler_document_new_from_bytes
  let documentNewFromFile: docpkg_poppler_document_new_from_file
  let documentPageCount: docpkg_poppler_document_get_n_pages
  let documentPage: docpkg_poppler_document_get_page
  let documentTitle: docpkg_poppler_document_get_string
  let documentAuthor: docpkg_poppler_document_get_string
  let documentSubject: docpkg_poppler_document_get_string
  let documentKeywords: docpkg_poppler_document_get_string
  let documentCreator: docpkg_poppler_document_get_string
  let documentProducer: docpkg_poppler_document_get_string
  let documentCreationDate: docpkg_poppler_document_get_date
  let documentModificationDate: docpkg_poppler_document_get_date
  let documentPDFVersion: docpkg_poppler_document_get_pdf_version
  let documentPermissions: docpkg_poppler_document_get_permissions
  let pageSize: docpkg_poppler_page_get_size
  let pageCropBox: docpkg_poppler_page_get_crop_box
  let pageText: docpkg_poppler_page_get_text
  let pageTextLayout: docpkg_poppler_page_get_text_layout
  let pageRender: docpkg_poppler_page_render
  let bytesNew: docpkg_g_bytes_new
  let bytesUnref: docpkg_g_bytes_unref
  let free: docpkg_g_free
  let errorFree: docpkg_g_error_free
  let objectUnref: docpkg_g_object_unref
  let cairoVersion: docpkg_cairo_version_string
  let strideForWidth: docpkg_cairo_format_stride_for_width
  let surfaceCreateForData: docpkg_cairo_image_surface_create_for_data
  let surfaceStatus: docpkg_cairo_surface_status
  let surfaceFlush: docpkg_cairo_surface_flush
  let surfaceDestroy: docpkg_cairo_surface_destroy
  let cairoCreate: docpkg_cairo_create
  let cairoStatus: docpkg_cairo_status
  let scale: docpkg_cairo_scale
  let setSourceRGB: docpkg_cairo_set_source_rgb
  let paint: docpkg_cairo_paint
  let cairoDestroy: docpkg_cairo_destroy

  /// "22.02.0 (cairo 1.16.0)".
  var version: String {
    let poppler = getVersion().map { String(cString: $0) } ?? "unknown"
    let cairo = cairoVersion().map { String(cString: $0) } ?? "unknown"
    return "\(poppler) (cairo \(cairo))"
  }

  init(_ library: SharedLibrary) throws(CodecLoadingError) {
    self.library = library
    getVersion = try library.function("poppler_get_version")
    errorQuark = try library.function("poppler_error_quark")
    documentNewFromBytes = try library.function("poppler_document_new_from_bytes")
    documentNewFromFile = try library.function("poppler_document_new_from_file")
    documentPageCount = try library.function("poppler_document_get_n_pages")
    documentPage = try library.function("poppler_document_get_page")
    documentTitle = try library.function("poppler_document_get_title")
    documentAuthor = try library.function("poppler_document_get_author")
    documentSubject = try library.function("poppler_document_get_subject")
    documentKeywords = try library.function("poppler_document_get_keywords")
    documentCreator = try library.function("poppler_document_get_creator")
    documentProducer = try library.function("poppler_document_get_producer")
    documentCreationDate = try library.function("poppler_document_get_creation_date")
    documentModificationDate = try library.function("poppler_document_get_modification_date")
    documentPDFVersion = try library.function("poppler_document_get_pdf_version")
    documentPermissions = try library.function("poppler_document_get_permissions")
    pageSize = try library.function("poppler_page_get_size")
    pageCropBox = try library.function("poppler_page_get_crop_box")
    pageText = try library.function("poppler_page_get_text")
    pageTextLayout = try library.function("poppler_page_get_text_layout")
    pageRender = try library.function("poppler_page_render")
    bytesNew = try library.function("g_bytes_new")
    bytesUnref = try library.function("g_bytes_unref")
    free = try library.function("g_free")
    errorFree = try library.function("g_error_free")
    objectUnref = try library.function("g_object_unref")
    cairoVersion = try library.function("cairo_version_string")
    strideForWidth = try library.function("cairo_format_stride_for_width")
    surfaceCreateForData = try library.function("cairo_image_surface_create_for_data")
    surfaceStatus = try library.function("cairo_surface_status")
    surfaceFlush = try library.function("cairo_surface_flush")
    surfaceDestroy = try library.function("cairo_surface_destroy")
    cairoCreate = try library.function("cairo_create")
    cairoStatus = try library.function("cairo_status")
    scale = try library.function("cairo_scale")
    setSourceRGB = try library.function("cairo_set_source_rgb")
    paint = try library.function("cairo_paint")
    cairoDestroy = try library.function("cairo_destroy")
  }

  /// Takes a `g_malloc`ed string: its text (`nil` for NULL or empty), freed.
  func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { free(pointer) }
    let text = String(cString: pointer)
    return text.isEmpty ? nil : text
  }
}
