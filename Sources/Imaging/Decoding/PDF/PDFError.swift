/// Why a PDF could not be opened, read or rendered. All are about the input (the CLI's exit
/// 65) except ``isResourceFailure``; a missing poppler is ``CodecLoadingError`` instead.
public enum PDFError: Error, Sendable, Equatable, CustomStringConvertible {
  /// poppler could not parse the data; `message` is poppler's own.
  case damaged(message: String)
  /// The document is encrypted and no (or a wrong) password was given.
  case passwordRequired
  /// The document has no pages.
  case noPages
  /// A page index outside `0..<pageCount`.
  case pageOutOfRange(index: Int, pageCount: Int)
  /// A page's crop box (in points, after /Rotate) has no area or is not finite.
  case invalidPageSize(width: Double, height: Double)
  /// Rendering at the requested size would allocate more pixels than `limit`.
  case tooManyPixels(width: Int, height: Int, limit: Int)
  /// cairo reported `status` (a `cairo_status_t`) from `function`.
  case renderingFailed(function: String, status: Int)

  /// cairo's CAIRO_STATUS_NO_MEMORY.
  static let cairoNoMemory = 1

  public var description: String {
    switch self {
    case .damaged(let message): return "not a readable PDF: \(message)"
    case .passwordRequired: return "the PDF is encrypted and needs a password to open"
    case .noPages: return "the PDF has no pages"
    case .pageOutOfRange(let index, let pageCount):
      return "page \(index + 1) does not exist: the PDF has \(pageCount) page(s)"
    case .invalidPageSize(let width, let height):
      return "the page's crop box is \(width)×\(height) points, which has no area"
    case .tooManyPixels(let width, let height, let limit):
      return
        "rendering the page at \(width)×\(height) = \(width * height) pixels is over the "
        + "limit of \(limit) pixels"
    case .renderingFailed(let function, let status):
      return "rendering the PDF page failed: \(function) returned cairo status \(status)"
    }
  }

  /// Whether the failure is the machine's (memory), not the input's.
  public var isResourceFailure: Bool {
    if case .renderingFailed(_, let status) = self { return status == Self.cairoNoMemory }
    return false
  }

  /// The same failure in ``ImageDecoder``'s terms (a PDF given to the image entry point).
  var imageDecodingError: ImageDecodingError {
    switch self {
    case .damaged(let message):
      return .codecFailed(
        format: .pdf, function: "poppler_document_new_from_bytes", message: message)
    case .passwordRequired:
      return .unsupported(format: .pdf, feature: "encryption (the document needs a password)")
    case .noPages, .pageOutOfRange: return .missing(format: .pdf, structure: "pages")
    case .invalidPageSize(let width, let height):
      return .invalidDimensions(width: Int(width.rounded()), height: Int(height.rounded()))
    case .tooManyPixels(let width, let height, let limit):
      return .tooManyPixels(width: width, height: height, limit: limit)
    case .renderingFailed(let function, let status):
      if status == Self.cairoNoMemory { return .allocationFailed(format: .pdf, function: function) }
      return .codecFailed(format: .pdf, function: function, message: "cairo status \(status)")
    }
  }
}
