/// Why a deflate stream could not be compressed or decompressed.
public enum DeflateError: Error, Equatable, Sendable {
  /// zlib refused to set up a stream (`inflateInit2`, `deflateInit2`): out of memory, or a
  /// zlib whose version does not match the headers.
  case setupFailed(function: String, code: Int32)
  /// The compressed bytes are not valid deflate data (or a zlib header or Adler-32 is bad);
  /// `zlibMessage` is zlib's own explanation when it gave one.
  case invalidData(code: Int32, zlibMessage: String?)
  /// zlib failed for another reason (out of memory mid-stream, an internal error).
  case failed(function: String, code: Int32)
  /// The input ended before the deflate stream did.
  case endsEarly(consumed: UInt64)
  /// The decompressed bytes would exceed the caller's bound.
  case outputTooLarge(limit: Int)
}

extension DeflateError: CustomStringConvertible {
  /// One line naming zlib's function, code or message.
  public var description: String {
    switch self {
    case .setupFailed(let function, let code):
      return "zlib \(function) failed with code \(code)"
    case .invalidData(let code, let message):
      return message ?? "zlib error \(code)"
    case .failed(let function, let code):
      return "zlib \(function) failed with code \(code)"
    case .endsEarly(let consumed):
      return "deflate data ends early (after \(consumed) bytes)"
    case .outputTooLarge(let limit):
      return "deflate data expands past \(limit) bytes"
    }
  }
}
