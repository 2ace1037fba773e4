/// Whether a run-time codec is usable on this machine (what `docpkg codecs` prints).
public enum CodecStatus: Sendable, Equatable, CustomStringConvertible {
  /// The library loaded: its version and the file it was loaded from.
  case available(version: String, path: String)
  /// The library or one of its functions is missing.
  case unavailable(CodecLoadingError)

  /// Whether the codec can decode.
  public var isAvailable: Bool {
    if case .available = self { return true }
    return false
  }

  public var description: String {
    switch self {
    case .available(let version, let path): return "\(version) (\(path))"
    case .unavailable(let error): return "unavailable: \(error)"
    }
  }

  init(_ result: Result<some CodecLibrary, CodecLoadingError>) {
    switch result {
    case .success(let library):
      self = .available(version: library.version, path: library.library.path)
    case .failure(let error): self = .unavailable(error)
    }
  }
}

/// A table of C functions resolved from one ``SharedLibrary``.
///
/// Each conforming table keeps one process-wide instance, `static let shared =
/// resolve(.codec)`; decoders call ``load()``.
protocol CodecLibrary: Sendable {
  /// The process's one table, or why its library cannot be loaded.
  static var shared: Result<Self, CodecLoadingError> { get }
  /// Resolves every function from `library`.
  /// - Throws: ``CodecLoadingError/functionMissing(codec:library:function:)``.
  init(_ library: SharedLibrary) throws(CodecLoadingError)
  /// The library the functions come from.
  var library: SharedLibrary { get }
  /// The library's own version string.
  var version: String { get }
}

extension CodecLibrary {
  /// The loaded table.
  /// - Throws: ``CodecLoadingError`` when the library or one of its functions is missing.
  static func load() throws(CodecLoadingError) -> Self { try shared.get() }

  /// Opens `codec`'s library and resolves the table (what each `shared` is made of).
  static func resolve(_ codec: Codec) -> Result<Self, CodecLoadingError> {
    Result { () throws(CodecLoadingError) in try Self(SharedLibrary(codec)) }
  }
}
