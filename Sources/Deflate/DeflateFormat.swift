/// How a deflate stream is wrapped (RFC 1950/1951).
public enum DeflateFormat: Sendable, Equatable {
  /// Bare deflate data (RFC 1951), as zip entries store it.
  case raw
  /// Deflate data inside a zlib header and Adler-32 trailer (RFC 1950), as PNG's IDAT
  /// chunks hold it; the trailer is checked when the stream ends.
  case zlib

  /// zlib's `windowBits` for the format, with the largest window (32 KiB).
  var windowBits: Int32 {
    switch self {
    case .raw: return -15
    case .zlib: return 15
    }
  }
}
