import DocpkgSystem

/// The one map from every error docpkg meets to its message and exit status (sysexits, as
/// `Spec/CLI.md` lists them). Libraries say what kind of failure an error is
/// (``DocpkgErrorCategory``); this file alone turns the kind into a status. Commands throw
/// or report what the libraries threw; no command picks a status itself.
extension CLIError {
  /// The error as the command line reports it.
  /// - Parameters:
  ///   - error: any error a command met.
  ///   - input: the input being worked on, for errors whose text does not name it.
  init(_ error: any Error, input: String? = nil) {
    let prefix = input.map { "\($0): " } ?? ""
    switch error {
    case let error as CLIError: self = error
    case let error as any CategorizedError:
      self.init(
        message: (error.descriptionNamesPath ? "" : prefix) + error.description,
        exitCode: Self.exitCode(for: error.errorCategory))
    default:
      self.init(message: prefix + "\(error)", exitCode: .failure)
    }
  }

  /// 64 usage, 65 bad data, 66 missing input, 69 codec library missing, 71 out of memory,
  /// 73 cannot create output, 74 I/O, 75 in use by another save, 1 anything else.
  static func exitCode(for category: DocpkgErrorCategory) -> ExitCode {
    switch category {
    case .usage: return .usage
    case .badData: return .dataError
    case .missing: return .noInput
    case .codecMissing: return .unavailable
    case .outOfMemory: return .osError
    case .cannotCreate: return .cannotCreate
    case .io: return .ioError
    case .inUse: return .temporaryFailure
    case .failure: return .failure
    }
  }
}
