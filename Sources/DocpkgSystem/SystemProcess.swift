#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about this process and its machine, and the one signal setting the tools need.
package enum SystemProcess {
  /// `getpid(2)`.
  package static var id: Int32 { getpid() }

  /// `getuid(2)`: the real user id.
  package static var userID: UInt32 { UInt32(getuid()) }

  /// `gethostname(2)`, or `nil` when it fails.
  package static var hostName: String? {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `isatty(3)`: whether `descriptor` is a terminal.
  package static func isTerminal(_ descriptor: FileDescriptor) -> Bool {
    isatty(descriptor.rawValue) != 0
  }

  /// `exit(3)`: flushes C streams and ends the process with `status`.
  package static func exit(_ status: Int32) -> Never {
    systemExit(status)
  }

  /// Ignores `SIGXFSZ`, so a write past `RLIMIT_FSIZE` fails with `EFBIG` (reported like any
  /// other write error) instead of killing the process.
  package static func ignoreFileSizeLimitSignal() {
    _ = signal(SIGXFSZ, SIG_IGN)
  }
}

/// `exit(3)` under a name `SystemProcess.exit` does not shadow.
private func systemExit(_ status: Int32) -> Never {
  exit(status)
}
