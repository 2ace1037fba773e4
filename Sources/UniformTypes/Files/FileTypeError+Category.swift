import DocpkgSystem

extension FileTypeError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory {
    switch self {
    case .notFound, .cannotOpen: return .missing
    case .readFailed: return .io
    }
  }
}
