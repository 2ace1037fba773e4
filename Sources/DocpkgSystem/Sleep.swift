#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sleeps for `duration`, continuing after a signal for the time that was left.
package func sleep(for duration: Duration) {
  let (seconds, attoseconds) = duration.components
  var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
  var remaining = timespec()
  while case .failure(.interrupted) = nothingOrErrno(
    retryOnInterrupt: false, { nanosleep(&request, &remaining) })
  {
    request = remaining
  }
}
