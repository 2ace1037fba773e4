import DocumentPackages

extension DocumentPackageError {
  /// The error as the command line reports it: `<path>: <cause>` with the sysexits status
  /// of its category (65 bad data, 66 missing input, 73 cannot create output, 74 I/O,
  /// 75 in use by another save).
  var cliError: CLIError {
    switch category {
    case .badData: return .dataError(description)
    case .missing: return .noInput(description)
    case .cannotCreate: return .cannotCreate(description)
    case .io: return .ioError(description)
    case .inUse: return .temporaryFailure(description)
    }
  }
}
