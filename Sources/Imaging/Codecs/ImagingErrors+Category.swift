import DocpkgSystem

extension ImageFileError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory {
    if case .cannotWrite = self { return .cannotCreate }
    return .missing
  }
}

extension ImageDecodingError: CategorizedError {
  /// Memory refused while decoding says nothing about the input: `outOfMemory`, not
  /// `badData`.
  package var errorCategory: DocpkgErrorCategory { isResourceFailure ? .outOfMemory : .badData }
  /// Whether `description` names the file it is about.
  package var descriptionNamesPath: Bool { false }
}

extension PNGEncodingError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory { .badData }
  /// Whether `description` names the file it is about.
  package var descriptionNamesPath: Bool { false }
}

extension CodecLoadingError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory { .codecMissing }
  /// Whether `description` names the file it is about.
  package var descriptionNamesPath: Bool { false }
}
