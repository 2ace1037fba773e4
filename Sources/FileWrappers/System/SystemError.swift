#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A failed system call: which one and its errno. Converted to `FileWrapperError` at the API.
struct SystemError: Error, Equatable, Sendable {
  var call: String
  var errno: Int32

  /// The C library's text for the errno.
  var reason: String { String(cString: strerror(errno)) }

  /// The public error for `path`.
  func error(at path: RawPath) -> FileWrapperError {
    if errno == ENOENT { return .noSuchFile(path: path.display) }
    return .systemCallFailed(path: path.display, call: call, reason: reason)
  }
}
