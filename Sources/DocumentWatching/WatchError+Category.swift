import DocpkgSystem

extension WatchError: CategorizedError {
  package var errorCategory: DocpkgErrorCategory {
    if case .noSuchFolder = self { return .missing }
    return .io
  }
}
