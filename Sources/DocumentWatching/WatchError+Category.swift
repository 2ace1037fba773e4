import DocpkgSystem

extension WatchError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory {
    if case .noSuchFolder = self { return .missing }
    return .io
  }
}
