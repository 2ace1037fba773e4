import DocpkgSystem

extension ThumbnailCacheError: CategorizedError {
  package var errorCategory: DocpkgErrorCategory {
    if case .originalUnreadable = self { return .missing }
    return .cannotCreate
  }
}
