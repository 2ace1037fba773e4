/// Process exit statuses, following sysexits(3) as `Spec/CLI.md` documents.
struct ExitCode: Equatable, Sendable, CustomStringConvertible {
  /// The numeric status handed to `exit(3)`.
  var rawValue: Int32

  /// Everything worked.
  static let success = ExitCode(rawValue: 0)
  /// The command ran but its answer is "no" (for example a failed conformance check).
  static let failure = ExitCode(rawValue: 1)
  /// The command line was wrong (EX_USAGE).
  static let usage = ExitCode(rawValue: 64)
  /// An input file exists but its data is bad (EX_DATAERR).
  static let dataError = ExitCode(rawValue: 65)
  /// An input file does not exist or cannot be opened (EX_NOINPUT).
  static let noInput = ExitCode(rawValue: 66)
  /// A codec library the input needs is not installed (EX_UNAVAILABLE).
  static let unavailable = ExitCode(rawValue: 69)
  /// A decoder library crashed, hung or went over a limit in its worker process; the batch
  /// went on without that input (EX_SOFTWARE, `Spec/Isolation.md`).
  static let decoderFailure = ExitCode(rawValue: 70)
  /// The system refused a resource, e.g. memory while decoding; the input may be fine
  /// (EX_OSERR).
  static let osError = ExitCode(rawValue: 71)
  /// An output file could not be created (EX_CANTCREAT).
  static let cannotCreate = ExitCode(rawValue: 73)
  /// Reading or writing failed part-way (EX_IOERR).
  static let ioError = ExitCode(rawValue: 74)
  /// Another process is saving the same package; nothing was written (EX_TEMPFAIL).
  static let temporaryFailure = ExitCode(rawValue: 75)

  var description: String { String(rawValue) }

  /// The worse of two statuses, so a multi-file command reports its most serious problem.
  func combined(with other: ExitCode) -> ExitCode {
    if rawValue == 0 { return other }
    if other.rawValue == 0 { return self }
    return ExitCode(rawValue: max(rawValue, other.rawValue))
  }
}
