import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Names for the temporaries built beside an output (`.NAME.MARKER-PID-UUID`), and the
/// clean-up of those left by a process that was killed: the next run for the same output
/// removes every one whose process no longer exists, and keeps those of live processes.
enum SiblingTemporary {
  /// A fresh temporary path beside `destination`, carrying this process's id.
  static func url(beside destination: URL, marker: String) -> URL {
    destination.deletingLastPathComponent().appendingPathComponent(
      "\(prefix(of: destination, marker: marker))\(getpid())-\(UUID().uuidString)")
  }

  /// Removes temporaries beside `destination` with `marker` whose process has exited.
  static func removeStale(beside destination: URL, marker: String) {
    let folder = destination.deletingLastPathComponent()
    let prefix = prefix(of: destination, marker: marker)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let pid = rest.split(separator: "-").first.flatMap({ Int32($0) }), pid > 0,
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  private static func prefix(of destination: URL, marker: String) -> String {
    ".\(destination.lastPathComponent).\(marker)-"
  }
}
