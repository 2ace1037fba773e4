#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file descriptor, as a value: the typed handle every read and write of the package
/// goes through. It does not close itself; pair `open` with `close()` (or `closeAfter`).
package struct FileDescriptor: Hashable, Sendable {
  /// The raw descriptor number.
  package let rawValue: Int32

  /// The descriptor `rawValue` (not checked).
  package init(rawValue: Int32) { self.rawValue = rawValue }

  /// Descriptor 1.
  package static var standardOutput: FileDescriptor { FileDescriptor(rawValue: 1) }

  /// Opens `path` (relative to `folder` when given, as `openat(2)`), retrying `EINTR`.
  /// - Parameters:
  ///   - path: the file to open.
  ///   - mode: read, write, or both.
  ///   - options: `O_CREAT`, `O_EXCL`, `O_NOFOLLOW` … as a set.
  ///   - permissions: the mode of a created file (before the umask).
  ///   - folder: the folder `path` is relative to, or `nil` for the working directory.
  /// - Throws: the `Errno` of `open(2)`.
  package static func open(
    _ path: UnsafePointer<CChar>, _ mode: AccessMode, options: Set<OpenOption> = [],
    permissions: mode_t = 0o644, in folder: FileDescriptor? = nil
  ) throws(Errno) -> FileDescriptor {
    let flags = options.reduce(mode.flag) { $0 | $1.flag }
    let base = folder?.rawValue ?? AT_FDCWD
    let result = valueOrErrno(retryOnInterrupt: true) { openat(base, path, flags, permissions) }
    return FileDescriptor(rawValue: try result.get())
  }

  /// Closes the descriptor (never retried: after `EINTR` the descriptor is already gone).
  /// - Throws: the `Errno` of `close(2)` (for a written file, a late write error).
  package func close() throws(Errno) {
    let descriptor = rawValue
    try nothingOrErrno(retryOnInterrupt: false) { systemClose(descriptor) }.get()
  }

  /// Runs `body`, then closes the descriptor whatever happened (a close error is ignored:
  /// use `close()` where it matters).
  package func closeAfter<Value, Failure: Error>(_ body: () throws(Failure) -> Value)
    throws(Failure) -> Value
  {
    defer { _ = systemClose(rawValue) }
    return try body()
  }
}

/// `close(2)` under a name the struct's own `close()` does not shadow.
private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
