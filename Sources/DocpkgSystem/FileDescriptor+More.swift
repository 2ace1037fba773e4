#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Status as `FileStatus`, seeking, times, pipes and waiting.
extension FileDescriptor {
  /// `fstat(2)` as a `FileStatus`.
  package func fileStatus() throws(Errno) -> FileStatus {
    FileStatus(try status())
  }

  /// `lseek(2)` to byte `offset` from the start.
  package func seek(toAbsoluteOffset offset: Int64) throws(Errno) {
    let descriptor = rawValue
    try nothingOrErrno(retryOnInterrupt: true) { lseek(descriptor, off_t(offset), SEEK_SET) }
      .get()
  }

  /// `futimens(2)`: sets the modification time and the access time (kept as it is when
  /// `accessed` is `nil`).
  package func setTimes(accessed: FileTime? = nil, modified: FileTime) throws(Errno) {
    var times = [accessed.map(\.cValue) ?? FileTime.omitted, modified.cValue]
    let descriptor = rawValue
    try nothingOrErrno(retryOnInterrupt: true) { futimens(descriptor, &times) }.get()
  }

  /// `pipe(2)`, both ends then made close-on-exec and non-blocking (`fcntl(2)`; Glibc's
  /// Swift module does not declare `pipe2`).
  package static func pipe() throws(Errno) -> (read: FileDescriptor, write: FileDescriptor) {
    var ends: [Int32] = [0, 0]
    try nothingOrErrno(retryOnInterrupt: false) { systemPipe(&ends) }.get()
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, O_NONBLOCK)
    }
    return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
  }

  /// `poll(2)` for input on `descriptors`, up to `timeoutMilliseconds` (-1: no limit).
  /// - Returns: for each descriptor, whether it is readable (or hung up); all `false` on a
  ///   timeout or an interrupting signal.
  package static func waitForInput(_ descriptors: [FileDescriptor], timeoutMilliseconds: Int32)
    -> [Bool]
  {
    var fds = descriptors.map { pollfd(fd: $0.rawValue, events: Int16(POLLIN), revents: 0) }
    let ready = poll(&fds, nfds_t(fds.count), timeoutMilliseconds)
    return fds.map { ready > 0 && $0.revents != 0 }
  }
}

private func systemPipe(_ ends: inout [Int32]) -> Int32 {
  pipe(&ends)
}
