#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a descriptor refers to, durability and advisory locks.
extension FileDescriptor {
  /// `fstat(2)`.
  package func status() throws(Errno) -> stat {
    var raw = stat()
    let descriptor = rawValue
    try nothingOrErrno(retryOnInterrupt: true) { fstat(descriptor, &raw) }.get()
    return raw
  }

  /// `fsync(2)`: the file's data and metadata on stable storage.
  /// - Throws: the `Errno`; `EINVAL` means the file (a pipe, say) cannot be synced.
  package func sync() throws(Errno) {
    let descriptor = rawValue
    try nothingOrErrno(retryOnInterrupt: true) { fsync(descriptor) }.get()
  }

  /// `fchmod(2)`: sets the mode bits.
  package func setPermissions(_ permissions: mode_t) throws(Errno) {
    let descriptor = rawValue
    try nothingOrErrno(retryOnInterrupt: true) { fchmod(descriptor, permissions) }.get()
  }

  /// The kind of `flock(2)` lock.
  package enum LockKind: Sendable {
    /// `LOCK_SH`: many holders.
    case shared
    /// `LOCK_EX`: one holder.
    case exclusive
  }

  /// Takes a `flock(2)` lock without waiting.
  /// - Throws: `Errno.wouldBlock` while another holder has a conflicting lock; other
  ///   numbers when the file system has no locks.
  package func tryLock(_ kind: LockKind) throws(Errno) {
    let operation = (kind == .shared ? LOCK_SH : LOCK_EX) | LOCK_NB
    let descriptor = rawValue
    try nothingOrErrno(retryOnInterrupt: true) { flock(descriptor, operation) }.get()
  }

  /// Releases a `flock(2)` lock.
  package func unlock() {
    _ = flock(rawValue, LOCK_UN)
  }
}
