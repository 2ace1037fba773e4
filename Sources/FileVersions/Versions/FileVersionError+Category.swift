import DocpkgSystem
import FileWrappers

extension FileVersionError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory {
    switch self {
    case .versionVanished: return .missing
    case .cannotRemoveCurrentVersion: return .usage
    case .trash(let error): return error.errorCategory
    case .fileSystem(let error): return error.errorCategory
    }
  }
}

extension TrashError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory {
    if case .noSuchItem = self { return .missing }
    return .cannotCreate
  }
}
