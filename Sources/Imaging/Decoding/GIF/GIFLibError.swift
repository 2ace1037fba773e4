import CGIF

/// Maps giflib's `D_GIF_ERR_*` codes to ``ImageDecodingError``.
enum GIFLibError {
  /// The error for `code`, reported by the giflib function `function`.
  static func error(code: Int32, in function: String) -> ImageDecodingError {
    switch code {
    case D_GIF_ERR_READ_FAILED, D_GIF_ERR_EOF_TOO_SOON:
      return .truncated(format: .gif)
    case D_GIF_ERR_NOT_ENOUGH_MEM:
      return .corrupt(format: .gif, detail: "\(function): out of memory")
    default:
      let message = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
      return .corrupt(format: .gif, detail: "\(function): \(message.lowercased())")
    }
  }
}
