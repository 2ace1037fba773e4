#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file time stamp: whole seconds since 1970 and the nanoseconds within that second.
package struct FileTime: Hashable, Sendable {
  /// Whole seconds since 1970-01-01 00:00 UTC.
  package var seconds: Int64
  /// Nanoseconds within that second (0 ..< 1,000,000,000).
  package var nanoseconds: Int64

  /// The time `seconds` + `nanoseconds`.
  package init(seconds: Int64, nanoseconds: Int64 = 0) {
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  /// The time `interval` seconds after 1970 (rounded down to whole nanoseconds).
  package init(secondsSince1970 interval: Double) {
    let whole = interval.rounded(.down)
    self.init(seconds: Int64(whole), nanoseconds: Int64((interval - whole) * 1e9))
  }

  /// The C `timespec`.
  var cValue: timespec { timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds)) }

  /// `UTIME_OMIT`: leave that time as it is.
  static let omitted = timespec(tv_sec: 0, tv_nsec: (1 << 30) - 2)
}
