/// The one place a C return value becomes a Swift error, and the only place `EINTR` is
/// retried: every system call of the layer goes through it.
///
/// - Parameters:
///   - retryOnInterrupt: repeat the call while it fails with `EINTR`.
///   - call: the C call; a result of `-1` means failure with `errno` set.
/// - Returns: the call's result, or the `Errno` it failed with.
@inline(__always)
func valueOrErrno<Value: FixedWidthInteger>(
  retryOnInterrupt: Bool, _ call: () -> Value
) -> Result<Value, Errno> {
  while true {
    let value = call()
    if value != -1 { return .success(value) }
    let code = Errno.current
    if retryOnInterrupt && code == .interrupted { continue }
    return .failure(code)
  }
}

/// `valueOrErrno` for calls whose result is only success or failure.
@inline(__always)
func nothingOrErrno<Value: FixedWidthInteger>(
  retryOnInterrupt: Bool, _ call: () -> Value
) -> Result<Void, Errno> {
  valueOrErrno(retryOnInterrupt: retryOnInterrupt, call).map { _ in () }
}
