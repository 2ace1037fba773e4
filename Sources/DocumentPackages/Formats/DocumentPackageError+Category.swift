import DocpkgSystem
import FileVersions
import FileWrappers

extension DocumentPackageError.Category {
  /// The same category in the shared vocabulary.
  package var errorCategory: DocpkgErrorCategory {
    switch self {
    case .badData: return .badData
    case .missing: return .missing
    case .cannotCreate: return .cannotCreate
    case .io: return .io
    case .inUse: return .inUse
    case .unavailable: return .codecMissing
    }
  }
}

extension DocumentPackageError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory { category.errorCategory }
}

extension RelocationError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory { category.errorCategory }
}

extension ConflictResolutionError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory {
    switch self {
    case .noSuchVersion, .mergeUnsupported: return .usage
    case .unmergeable: return .badData
    case .mergeFailed(let error): return error.errorCategory
    case .version(let error): return error.errorCategory
    case .fileSystem(let error): return error.errorCategory
    }
  }
}
