import CCodecABI

/// Maps libheif's `heif_error` results to ``ImageDecodingError``.
enum HEIFLibError {
  /// Returns when `error` is OK; otherwise throws the error naming `function`.
  static func check(_ error: heif_error, in function: String) throws {
    guard error.code != DOCPKG_HEIF_ERROR_OK else { return }
    let message = error.message.map { String(cString: $0) } ?? ""
    switch error.code {
    case DOCPKG_HEIF_ERROR_INVALID_INPUT where error.subcode == DOCPKG_HEIF_SUBERROR_END_OF_DATA:
      throw ImageDecodingError.truncated(format: .heif)
    case DOCPKG_HEIF_ERROR_INVALID_INPUT where message.lowercased().contains("end of file"):
      throw ImageDecodingError.truncated(format: .heif)
    case DOCPKG_HEIF_ERROR_UNSUPPORTED_FEATURE:
      throw ImageDecodingError.unsupported(
        format: .heif, feature: message.isEmpty ? "\(function) failed" : "\(function): \(message)")
    case DOCPKG_HEIF_ERROR_MEMORY:
      throw ImageDecodingError.allocationFailed(format: .heif, function: function)
    default:
      throw ImageDecodingError.codecFailed(
        format: .heif, function: function, message: message.isEmpty ? "failed" : message)
    }
  }
}
