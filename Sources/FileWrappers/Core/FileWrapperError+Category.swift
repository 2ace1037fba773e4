import DocpkgSystem

extension FileWrapperError: CategorizedError {
  /// Missing or unopenable inputs are `missing`; inputs too large or of the wrong type are
  /// `badData`; items that changed while read are `io`; a save in progress is `inUse`.
  package var errorCategory: DocpkgErrorCategory {
    switch self {
    case .noSuchFile, .systemCallFailed: return .missing
    case .tooManyEntries, .tooDeep, .tooManyBytes, .unsupportedFileType, .invalidName:
      return .badData
    case .contentsChanged, .fileVanished, .notARegularFile: return .io
    case .inUse, .changedSinceRead: return .inUse
    }
  }
}
