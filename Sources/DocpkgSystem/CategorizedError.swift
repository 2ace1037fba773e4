/// What kind of failure an error is, whatever the library that threw it: the one fact a
/// command line needs to pick its exit status (sysexits; `docpkg` maps each category to one
/// status in one place).
package enum DocpkgErrorCategory: String, Sendable, CaseIterable {
  /// The input exists but its data is bad, too large or of the wrong kind (EX_DATAERR).
  case badData
  /// The input does not exist or cannot be opened (EX_NOINPUT).
  case missing
  /// An output could not be created (EX_CANTCREAT).
  case cannotCreate
  /// Reading or writing failed part-way, or the item changed under the reader (EX_IOERR).
  case io
  /// Another process holds the item (a save in progress); nothing was written (EX_TEMPFAIL).
  case inUse
  /// The request itself is wrong: a version that does not exist, an unsupported
  /// combination (EX_USAGE).
  case usage
  /// A codec library the input needs is not installed (EX_UNAVAILABLE).
  case codecMissing
  /// The system refused memory or another resource; the input may be fine (EX_OSERR).
  case outOfMemory
  /// None of the above.
  case failure
}

/// An error that says which ``DocpkgErrorCategory`` it is. Every library error a command
/// reports conforms, so the command line has one map from category to status instead of a
/// switch over every error type.
package protocol CategorizedError: Error, CustomStringConvertible {
  /// The kind of failure.
  var errorCategory: DocpkgErrorCategory { get }
  /// Whether `description` names the file it is about; when not, a reporter prefixes the
  /// path it was working on (`in.png: unrecognized format`).
  var descriptionNamesPath: Bool { get }
}

extension CategorizedError {
  /// Whether `description` names the file it is about.
  package var descriptionNamesPath: Bool { true }
}
