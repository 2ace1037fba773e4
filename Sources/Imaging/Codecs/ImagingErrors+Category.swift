import DocpkgSystem

extension ImageFileError: CategorizedError {
  package var errorCategory: DocpkgErrorCategory {
    if case .cannotWrite = self { return .cannotCreate }
    return .missing
  }
}

extension ImageDecodingError: CategorizedError {
  /// Memory refused while decoding says nothing about the input: `outOfMemory`, not
  /// `badData`.
  package var errorCategory: DocpkgErrorCategory { isResourceFailure ? .outOfMemory : .badData }
  package var descriptionNamesPath: Bool { false }
}

extension PNGEncodingError: CategorizedError {
  package var errorCategory: DocpkgErrorCategory { .badData }
  package var descriptionNamesPath: Bool { false }
}

extension CodecLoadingError: CategorizedError {
  package var errorCategory: DocpkgErrorCategory { .codecMissing }
  package var descriptionNamesPath: Bool { false }
}
