import DocpkgSystem

extension StoreError: CategorizedError {
  /// What kind of failure the error is, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory {
    switch self {
    case .notFound: .missing
    case .notSQLite, .truncated, .sqlite, .notCoreDataStore, .damagedMetadata,
      .unsupportedStoreType, .noModel, .damagedModelCache, .modelMismatch, .missingColumn,
      .cannotMigrate:
      .badData
    case .unknownEntity, .invalidFetchRequest: .usage
    case .copyFailed, .creationFailed: .cannotCreate
    case .storeClosed, .readOnlyStore: .failure
    }
  }

  /// Whether the message names the store's path.
  package var descriptionNamesPath: Bool {
    switch self {
    case .unsupportedStoreType, .modelMismatch, .unknownEntity, .missingColumn,
      .invalidFetchRequest, .storeClosed:
      false
    default: true
    }
  }
}
