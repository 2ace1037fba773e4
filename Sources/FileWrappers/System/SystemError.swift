import DocpkgSystem

extension SystemError {
  /// The public error for `path`: a missing item as `noSuchFile`, anything else as
  /// `systemCallFailed` with the call and its errno.
  func error(at path: RawPath) -> FileWrapperError {
    if self.errno == .noSuchFileOrDirectory { return .noSuchFile(path: path.display) }
    return .systemCallFailed(path: path.display, call: call, errno: self.errno.rawValue)
  }
}
