#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `renameat2(2)`, looked up at run time: Glibc's Swift module does not declare it, and
/// other C libraries do not have it.
package enum RenameAt2 {
  /// `RENAME_NOREPLACE`: fail with `EEXIST` instead of replacing the destination.
  package static let noReplace: UInt32 = 1
  /// `RENAME_EXCHANGE`: swap the two items in one step.
  package static let exchange: UInt32 = 2

  /// Renames `source` to `destination` with `flags`.
  /// - Returns: `nil` when the C library has no `renameat2`; otherwise success or the
  ///   `Errno` (`EINVAL`, `ENOSYS` or `ENOTSUP` when the kernel or file system lacks the flag).
  package static func rename(
    _ source: UnsafePointer<CChar>, _ destination: UnsafePointer<CChar>, flags: UInt32
  ) -> Result<Void, Errno>? {
    guard let function else { return nil }
    return nothingOrErrno(retryOnInterrupt: true) {
      function(AT_FDCWD, source, AT_FDCWD, destination, flags)
    }
  }

  /// Whether `error` means "this flag is not supported here" (so a fallback is needed).
  package static func isUnsupported(_ error: Errno) -> Bool {
    error == .invalidArgument || error == .noFunction || error == .notSupported
  }

  private typealias Function =
    @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32

  private static let function: Function? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
    return unsafeBitCast(symbol, to: Function.self)
  }()
}
