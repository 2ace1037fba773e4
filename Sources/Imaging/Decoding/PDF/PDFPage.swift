import CCodecABI
import Foundation

/// One page of a ``PDFDocument``: its crop box, rotation, text and rendering.
///
/// A page keeps its document open; like the document it must stay on one thread at a time.
public final class PDFPage {
  /// The document the page belongs to.
  public let document: PDFDocument
  /// The page's index in the document, from 0.
  public let index: Int
  let handle: OpaquePointer

  init(document: PDFDocument, handle: OpaquePointer, index: Int) {
    self.document = document
    self.handle = handle
    self.index = index
  }

  deinit {
    document.poppler.objectUnref(UnsafeMutableRawPointer(handle))
  }

  /// The box in PDF user space (points, origin bottom left), before /Rotate.
  public func bounds(for box: PDFDisplayBox) -> CGRect {
    var rectangle = PopplerRectangle()
    document.poppler.pageCropBox(handle, &rectangle)
    return CGRect(
      x: min(rectangle.x1, rectangle.x2), y: min(rectangle.y1, rectangle.y2),
      width: abs(rectangle.x2 - rectangle.x1), height: abs(rectangle.y2 - rectangle.y1))
  }

  /// The crop box's size as shown, in points: width and height swapped when /Rotate is a
  /// quarter turn. (poppler's GLib interface applies /Rotate, in this size and in rendering,
  /// but does not report the angle itself, so PDFKit's `rotation` has no equivalent here.)
  public var displaySize: CGSize {
    var width = 0.0
    var height = 0.0
    document.poppler.pageSize(handle, &width, &height)
    return CGSize(width: width, height: height)
  }

  /// The page's text in reading order, lines ended by newlines (`nil` when it has none).
  /// Blocks that poppler's selection text runs together (labels side by side in a diagram)
  /// are separated again from the characters' positions (`PDFPageText`).
  public var string: String? {
    let poppler = document.poppler
    guard let text = poppler.takeString(poppler.pageText(handle)) else { return nil }
    var boxes: UnsafeMutablePointer<PopplerRectangle>?
    var count: UInt32 = 0
    guard poppler.pageTextLayout(handle, &boxes, &count) != 0, let boxes else { return text }
    defer { poppler.free(boxes) }
    return PDFPageText.separated(text, boxes: UnsafeBufferPointer(start: boxes, count: Int(count)))
  }

  /// The page rendered on white paper so that it fits `size` (in pixels) with its aspect
  /// ratio kept: the longer side, after /Rotate, reaches the box, as with
  /// `pdftoppm -scale-to`. Small pages are enlarged.
  /// - Throws: ``PDFError/invalidPageSize(width:height:)``,
  ///   ``PDFError/tooManyPixels(width:height:limit:)``, ``PDFError/renderingFailed(function:status:)``.
  public func thumbnail(of size: CGSize, for box: PDFDisplayBox) throws(PDFError) -> Image {
    let page = try checkedDisplaySize()
    let scale = min(Double(size.width) / page.width, Double(size.height) / page.height)
    return try image(
      width: Self.pixels(page.width * scale), height: Self.pixels(page.height * scale))
  }

  /// The page rendered on white paper at exactly `width`×`height` pixels (the crop box,
  /// after /Rotate, stretched to fill them); opaque RGB.
  /// - Parameters:
  ///   - width: the output's width in pixels.
  ///   - height: the output's height in pixels.
  ///   - pixelLimit: the largest `width * height` rendered.
  /// - Throws: ``PDFError``.
  public func image(
    width: Int, height: Int, pixelLimit: Int = DecodingOptions.defaultPixelLimit
  ) throws(PDFError) -> Image {
    let page = try checkedDisplaySize()
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard width > 0, height > 0, !overflow, pixels <= pixelLimit, width < Int(Int32.max) else {
      throw PDFError.tooManyPixels(width: width, height: height, limit: pixelLimit)
    }
    return try PDFPageRenderer(poppler: document.poppler, page: handle).render(
      width: width, height: height,
      scaleX: Double(width) / page.width, scaleY: Double(height) / page.height)
  }

  /// The displayed size, refused when it has no area.
  func checkedDisplaySize() throws(PDFError) -> CGSize {
    let size = displaySize
    let (width, height) = (Double(size.width), Double(size.height))
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw PDFError.invalidPageSize(width: width, height: height)
    }
    return CGSize(width: width, height: height)
  }

  /// A rendered side in whole pixels: rounded, at least 1, saturating instead of trapping.
  static func pixels(_ side: Double) -> Int {
    guard side.isFinite else { return Int.max }
    return side >= Double(Int32.max) ? Int(Int32.max) : max(1, Int(side.rounded()))
  }
}
