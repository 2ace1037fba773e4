import DocpkgSystem

extension FileTypeError: CategorizedError {
  package var errorCategory: DocpkgErrorCategory {
    switch self {
    case .notFound, .cannotOpen: return .missing
    case .readFailed: return .io
    }
  }
}
