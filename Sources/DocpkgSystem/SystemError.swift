/// A failed system call: which one and its `Errno`. Each library turns it into its own
/// public error at its API, keeping the call and the number.
package struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The C call that failed, e.g. `"rename"`.
  package var call: String
  /// What it failed with.
  package var errno: Errno

  /// `call` failed with `errno`.
  package init(call: String, errno: Errno) {
    self.call = call
    self.errno = errno
  }

  /// `call` failed with the raw number `errno`.
  package init(call: String, errno: Int32) {
    self.init(call: call, errno: Errno(errno))
  }

  /// The C library's text for the errno.
  package var reason: String { errno.description }

  /// `CALL: REASON`.
  package var description: String { "\(call): \(reason)" }
}
