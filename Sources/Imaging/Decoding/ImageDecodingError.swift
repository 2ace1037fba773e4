/// Why an image could not be decoded by the content-sniffing entry point.
public enum ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes match no supported format.
  case unrecognizedFormat
  /// The header declares more pixels than the configured limit allows.
  case tooManyPixels(width: Int, height: Int, limit: Int)
  /// The header declares a zero or negative size.
  case invalidDimensions(width: Int, height: Int)
  /// The data ends before the image does.
  case truncated(format: ImageFormat)
  /// The data is malformed; `detail` says what the codec reported.
  case corrupt(format: ImageFormat, detail: String)
  /// A valid file using a feature this decoder does not support.
  case unsupported(format: ImageFormat, detail: String)

  public var description: String {
    switch self {
    case .unrecognizedFormat:
      return "not a supported image (PNG, JPEG, GIF, BMP, TIFF or WebP)"
    case .tooManyPixels(let width, let height, let limit):
      return
        "image is \(width)×\(height) = \(width * height) pixels, over the limit of \(limit) pixels"
    case .invalidDimensions(let width, let height):
      return "image has invalid dimensions \(width)×\(height)"
    case .truncated(let format):
      return "\(format.rawValue.uppercased()) data is truncated"
    case .corrupt(let format, let detail):
      return "corrupt \(format.rawValue.uppercased()) data: \(detail)"
    case .unsupported(let format, let detail):
      return "unsupported \(format.rawValue.uppercased()) feature: \(detail)"
    }
  }

  /// Throws `tooManyPixels` or `invalidDimensions` unless the size is acceptable.
  static func checkDimensions(width: Int, height: Int, options: DecodingOptions) throws {
    guard width > 0, height > 0 else {
      throw ImageDecodingError.invalidDimensions(width: width, height: height)
    }
    let (product, overflow) = width.multipliedReportingOverflow(by: height)
    if overflow || product > options.pixelLimit {
      throw ImageDecodingError.tooManyPixels(
        width: width, height: height, limit: options.pixelLimit)
    }
  }
}
