/// An open file descriptor, as a value: the typed handle every read and write of the package
/// goes through. It does not close itself; pair `open` with `close()` (or `closeAfter`).
package struct FileDescriptor: RawRepresentable, Hashable, Sendable {
  /// The raw descriptor number.
  package let rawValue: Int32

  /// The descriptor `rawValue` (not checked).
  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Descriptor 0.
  package static let standardInput = FileDescriptor(rawValue: 0)
  /// Descriptor 1.
  package static let standardOutput = FileDescriptor(rawValue: 1)
  /// Descriptor 2.
  package static let standardError = FileDescriptor(rawValue: 2)

  /// How a file is opened: for reading, writing or both.
  package struct AccessMode: RawRepresentable, Hashable, Sendable {
    /// The `O_RDONLY`/`O_WRONLY`/`O_RDWR` value.
    package var rawValue: Int32
    /// The mode `rawValue`.
    package init(rawValue: Int32) { self.rawValue = rawValue }
    /// `O_RDONLY`.
    package static let readOnly = AccessMode(rawValue: O_RDONLY)
    /// `O_WRONLY`.
    package static let writeOnly = AccessMode(rawValue: O_WRONLY)
    /// `O_RDWR`.
    package static let readWrite = AccessMode(rawValue: O_RDWR)
  }

  /// The `O_…` flags beside the access mode.
  package struct OpenOptions: OptionSet, Hashable, Sendable {
    /// The flag bits.
    package var rawValue: Int32
    /// The flags `rawValue`.
    package init(rawValue: Int32) { self.rawValue = rawValue }
    /// `O_CREAT`: create the file when it is missing.
    package static let create = OpenOptions(rawValue: O_CREAT)
    /// `O_EXCL` (with `create`): fail with `EEXIST` when something is there.
    package static let exclusiveCreate = OpenOptions(rawValue: O_EXCL)
    /// `O_TRUNC`: empty an existing file.
    package static let truncate = OpenOptions(rawValue: O_TRUNC)
    /// `O_APPEND`: every write goes to the end.
    package static let append = OpenOptions(rawValue: O_APPEND)
    /// `O_NOFOLLOW`: fail with `ELOOP` when the final component is a symbolic link.
    package static let noFollow = OpenOptions(rawValue: O_NOFOLLOW)
    /// `O_CLOEXEC`: closed in a child after `exec`.
    package static let closeOnExec = OpenOptions(rawValue: O_CLOEXEC)
    /// `O_NONBLOCK`: a FIFO or device cannot make the open or a read wait.
    package static let nonBlocking = OpenOptions(rawValue: O_NONBLOCK)
    /// `O_DIRECTORY`: fail unless the item is a directory.
    package static let directory = OpenOptions(rawValue: O_DIRECTORY)
    /// `O_NOCTTY`: a terminal never becomes the controlling terminal.
    package static let noControllingTerminal = OpenOptions(rawValue: O_NOCTTY)
  }

  /// Opens `path` (relative to `folder` when given, as `openat(2)`), retrying `EINTR`.
  /// - Parameter permissions: the mode of a created file (before the umask).
  /// - Throws: the `Errno` of `open(2)`.
  package static func open(
    _ path: UnsafePointer<CChar>, _ mode: AccessMode, options: OpenOptions = [],
    permissions: mode_t = 0o644, in folder: FileDescriptor? = nil
  ) throws(Errno) -> FileDescriptor {
    let flags = mode.rawValue | options.rawValue
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

  /// Runs `body`, then closes the descriptor whatever happened; a close error is reported
  /// only when `body` succeeded.
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
