import DocumentPackages
import DocumentWatching
import FileVersions
import FileWrappers
import Imaging
import RichText
import ThumbnailCache
import UniformTypes

/// The one map from every error docpkg meets to its message and exit status (sysexits, as
/// `Spec/CLI.md` lists them). Commands throw or report what the libraries threw; no command
/// picks a status itself.
extension CLIError {
  /// The error as the command line reports it.
  /// - Parameters:
  ///   - error: any error a command met.
  ///   - input: the input being worked on, for errors whose text does not name it.
  init(_ error: any Error, input: String? = nil) {
    let prefix = input.map { "\($0): " } ?? ""
    switch error {
    case let error as CLIError: self = error
    case let error as CommandFailure:
      self.init(message: error.description, exitCode: error.exitCode)
    case let error as DocumentPackageError:
      self.init(message: error.description, exitCode: Self.exitCode(for: error.category))
    case let error as RelocationError:
      self.init(message: error.description, exitCode: Self.exitCode(for: error.category))
    case let error as FileWrapperError:
      self.init(message: error.description, exitCode: Self.exitCode(for: error))
    case let error as ConflictResolutionError:
      self.init(message: error.description, exitCode: Self.exitCode(for: error))
    case let error as FileTypeError:
      self.init(message: error.description, exitCode: Self.exitCode(for: error))
    case let error as WatchError:
      let code: ExitCode = if case .noSuchFolder = error { .noInput } else { .ioError }
      self.init(message: error.description, exitCode: code)
    case let error as RTFReadingError:
      if case .cannotRead(let path, let reason) = error {
        self.init(message: "\(path): \(reason)", exitCode: .noInput)
      } else {
        self.init(message: prefix + "\(error)", exitCode: .dataError)
      }
    case let error as ImageFileError:
      let code: ExitCode = if case .cannotWrite = error { .cannotCreate } else { .noInput }
      self.init(message: error.description, exitCode: code)
    case let error as ImageDecodingError:
      // Memory refused while decoding says nothing about the input: EX_OSERR, not 65.
      let code: ExitCode = error.isResourceFailure ? .osError : .dataError
      self.init(message: prefix + "\(error)", exitCode: code)
    case let error as PNGEncodingError:
      self.init(message: prefix + "\(error)", exitCode: .dataError)
    case let error as CodecLoadingError:
      self.init(message: prefix + "\(error)", exitCode: .unavailable)
    case let error as ThumbnailCacheError:
      let code: ExitCode = if case .originalUnreadable = error { .noInput } else { .cannotCreate }
      self.init(message: error.description, exitCode: code)
    default:
      self.init(message: prefix + "\(error)", exitCode: .failure)
    }
  }

  /// 65 bad data, 66 missing input, 69 a codec library missing, 73 cannot create output,
  /// 74 I/O, 75 in use by another save.
  static func exitCode(for category: DocumentPackageError.Category) -> ExitCode {
    switch category {
    case .badData: return .dataError
    case .missing: return .noInput
    case .cannotCreate: return .cannotCreate
    case .io: return .ioError
    case .inUse: return .temporaryFailure
    case .unavailable: return .unavailable
    }
  }

  /// Missing or unopenable inputs are 66; inputs too large or of the wrong type are 65.
  static func exitCode(for error: FileWrapperError) -> ExitCode {
    switch error {
    case .noSuchFile, .systemCallFailed: return .noInput
    case .tooManyEntries, .tooDeep, .tooManyBytes, .unsupportedFileType, .invalidName:
      return .dataError
    case .contentsChanged, .fileVanished, .notARegularFile: return .ioError
    case .inUse, .changedSinceRead: return .temporaryFailure
    }
  }

  static func exitCode(for error: FileTypeError) -> ExitCode {
    switch error {
    case .notFound, .cannotOpen: return .noInput
    case .readFailed: return .ioError
    }
  }

  static func exitCode(for error: ConflictResolutionError) -> ExitCode {
    switch error {
    case .noSuchVersion, .mergeUnsupported: return .usage
    case .unmergeable: return .dataError
    case .mergeFailed(let error): return exitCode(for: error.category)
    case .fileSystem(let error): return exitCode(for: error)
    case .version(let error):
      switch error {
      case .versionVanished: return .noInput
      case .cannotRemoveCurrentVersion: return .usage
      case .trash(.noSuchItem): return .noInput
      case .trash: return .cannotCreate
      case .fileSystem(let error): return exitCode(for: error)
      }
    }
  }
}
