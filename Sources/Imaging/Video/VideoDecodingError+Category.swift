import DocpkgSystem

extension VideoDecodingError: CategorizedError {
  /// A missing FFmpeg library is `codecMissing` (exit 69); everything else is bad data.
  package var errorCategory: DocpkgErrorCategory {
    if case .codecUnavailable = self { return .codecMissing }
    return .badData
  }
  /// Whether `description` names the file it is about.
  package var descriptionNamesPath: Bool {
    switch self {
    case .codecUnavailable, .tooManyPixels: return false
    default: return true
    }
  }
}
