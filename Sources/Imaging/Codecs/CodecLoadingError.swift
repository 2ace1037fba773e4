/// Why a codec loaded at run time cannot be used. The CLI exits 69 (EX_UNAVAILABLE).
public enum CodecLoadingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `dlopen` failed: the library is not installed (or cannot be loaded).
  case libraryMissing(codec: Codec, library: String, reason: String)
  /// The library loaded but lacks a function docpkg needs (too old a version).
  case functionMissing(codec: Codec, library: String, function: String)

  /// The codec that cannot be used.
  public var codec: Codec {
    switch self {
    case .libraryMissing(let codec, _, _), .functionMissing(let codec, _, _): return codec
    }
  }

  public var description: String {
    switch self {
    case .libraryMissing(let codec, let library, let reason):
      return
        "\(codec.formatNames) support needs \(library), which cannot be loaded (\(reason)); "
        + "install \(codec.installHint)"
    case .functionMissing(let codec, let library, let function):
      return
        "\(codec.formatNames) support needs \(function) in \(library), which is too old; "
        + "install \(codec.installHint) from Debian 12 or later"
    }
  }
}
