import DocpkgSystem

extension ThumbnailCacheError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory {
    if case .originalUnreadable = self { return .missing }
    return .cannotCreate
  }
}
