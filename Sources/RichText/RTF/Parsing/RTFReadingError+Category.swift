import DocpkgSystem

extension RTFReadingError: CategorizedError {
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
