/// Which of a page's boxes a size or rendering refers to (PDFKit's name). poppler's GLib
/// interface exposes the crop box, the area viewers and printers show.
public enum PDFDisplayBox: Sendable, Equatable {
  /// `/CropBox` (the media box when the page has none).
  case cropBox
}
