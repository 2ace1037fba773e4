import DocpkgSystem

extension RTFReadingError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory {
    if case .cannotRead = self { return .missing }
    return .badData
  }

  /// Only `cannotRead` names its file.
  package var descriptionNamesPath: Bool {
    if case .cannotRead = self { return true }
    return false
  }
}
