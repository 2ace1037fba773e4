import CCodecABI

/// Maps giflib's `D_GIF_ERR_*` codes to ``ImageDecodingError``.
enum GIFLibError {
  /// The error for `code`, reported by the giflib function `function`; any failure after
  /// giflib read past the end of the data counts as truncation.
  static func error(
    code: Int32, in function: String, source: GIFByteSource, giflib: GIFLibrary
  )
    -> ImageDecodingError
  {
    if source.reachedEnd { return .truncated(format: .gif) }
    switch code {
    case D_GIF_ERR_READ_FAILED, D_GIF_ERR_EOF_TOO_SOON:
      return .truncated(format: .gif)
    case D_GIF_ERR_NOT_ENOUGH_MEM:
      return .allocationFailed(format: .gif, function: function)
    default:
      let message = code == 0 ? "" : giflib.errorString(code).map { String(cString: $0) } ?? ""
      return .codecFailed(
        format: .gif, function: function, message: message.isEmpty ? "failed" : message.lowercased()
      )
    }
  }
}
