import CImagingShims

/// The one map from a CImagingShims status code (libpng and libjpeg behind setjmp) to the
/// error it stands for, shared by ``PNGReader`` and ``JPEGReader``.
enum ShimStatus {
  /// Throws unless `code` is `IMS_OK`.
  /// - Parameters:
  ///   - function: the libpng/libjpeg stage that ran, named in codec and memory errors.
  ///   - path: the file being read, if any, for I/O errors.
  ///   - message: the library's own message, read only on failure.
  static func check(
    _ code: Int32, format: ImageFormat, function: String, path: String?,
    message: () -> String
  ) throws {
    guard code != IMS_OK else { return }
    switch Int(code) {
    case Int(IMS_ERR_TRUNCATED): throw ImageDecodingError.truncated(format: format)
    case Int(IMS_ERR_NOT_FOUND): throw ImageFileError.notFound(path: path ?? "")
    case Int(IMS_ERR_IO): throw ImageFileError.unreadable(path: path ?? "", reason: message())
    case Int(IMS_ERR_MEMORY):
      throw ImageDecodingError.allocationFailed(format: format, function: function)
    default:
      throw ImageDecodingError.codecFailed(format: format, function: function, message: message())
    }
  }
}
