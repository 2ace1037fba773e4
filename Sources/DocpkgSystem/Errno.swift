#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A C library error number, as a value: what a failed system call set `errno` to.
///
/// Errors of the system layer carry one, so a caller can still tell a missing file from a
/// full disk after the error has crossed a module boundary.
package struct Errno: Error, RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The raw `errno` value.
  package var rawValue: Int32

  /// The error number `rawValue`.
  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The error number `rawValue` (an unlabelled shorthand).
  package init(_ rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The value of `errno` now (right after a failed call).
  package static var current: Errno { Errno(rawValue: errno) }

  /// The C library's text for the number (`strerror(3)`), e.g. "No such file or directory".
  package var description: String { String(cString: strerror(rawValue)) }
}
