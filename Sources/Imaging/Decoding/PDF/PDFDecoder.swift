import Foundation

/// ``ImageDecoder``'s PDF branch: the first page, rendered at the size the target needs.
///
/// With ``DecodingOptions/targetSize`` the page (crop box, after /Rotate) is scaled so it
/// fits the target (``DecodingOptions/TargetFitting/fit``) or covers it (`cover`), so the
/// thumbnailer has nothing left to shrink; without it the page is rendered at 72 pixels per
/// inch. The size is checked against ``DecodingOptions/pixelLimit`` before rendering.
enum PDFDecoder {
  /// Renders the first page of `data`.
  /// - Throws: ``CodecLoadingError`` without poppler-glib; ``ImageDecodingError``.
  static func decode(_ data: Data, options: DecodingOptions) throws -> Image {
    do {
      let document = try PDFDocument(data: data)
      guard !document.isLocked else { throw PDFError.passwordRequired }
      guard document.pageCount > 0 else { throw PDFError.noPages }
      let page = try document.page(at: 0)
      let size = try page.checkedDisplaySize()
      let (width, height) = (Double(size.width), Double(size.height))
      var scale = 1.0
      if let target = options.targetSize {
        let across = Double(target.width) / width
        let down = Double(target.height) / height
        scale = options.targetFitting == .fit ? min(across, down) : max(across, down)
      }
      let pixelWidth = PDFPage.pixels(width * scale)
      let pixelHeight = PDFPage.pixels(height * scale)
      try ImageDecodingError.checkDimensions(
        width: pixelWidth, height: pixelHeight, options: options)
      return try page.image(width: pixelWidth, height: pixelHeight, pixelLimit: options.pixelLimit)
    } catch let error as PDFError {
      throw error.imageDecodingError
    }
  }
}
