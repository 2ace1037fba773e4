/// Why the thumbnail cache could not be used for a file.
public enum ThumbnailCacheError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Neither `XDG_CACHE_HOME` nor `HOME` is set to an absolute path.
  case noCacheFolder
  /// The original file cannot be examined (`stat` failed).
  case originalUnreadable(path: String, reason: String)
  /// A cache folder cannot be created or is not a folder.
  case folderNotCreatable(path: String, reason: String)
  /// MD5 is unavailable: `libcrypto.so.3` cannot be loaded, or its configuration disables MD5.
  case digestUnavailable

  public var description: String {
    switch self {
    case .noCacheFolder:
      return "no thumbnail cache: neither XDG_CACHE_HOME nor HOME is an absolute path"
    case .originalUnreadable(let path, let reason): return "\(path): \(reason)"
    case .folderNotCreatable(let path, let reason):
      return "\(path): cannot create folder: \(reason)"
    case .digestUnavailable:
      return
        "MD5 is not available: libcrypto.so.3 (package libssl3) cannot be loaded or refuses MD5"
    }
  }
}
