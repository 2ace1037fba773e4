import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Names for the temporaries built beside an output (`.NAME.MARKER-PID-UUID`), and the
/// clean-up of those left by a process that was killed: the next run for the same output
/// removes every one whose process no longer exists, and keeps those of live processes.
/// (Process ids are of this machine: on a folder shared between machines, a live run
/// elsewhere looks dead here.) Shared with DocumentPackages' transport (`package` access).
package enum SiblingTemporary {
  /// A fresh temporary path beside `destination`, carrying this process's id.
  package static func url(beside destination: URL, marker: String) -> URL {
    destination.deletingLastPathComponent().appendingPathComponent(
      "\(prefix(of: destination, marker: marker))\(getpid())-\(UUID().uuidString)")
  }

  /// Removes temporaries beside `destination` with `marker` whose process has exited.
  package static func removeStale(beside destination: URL, marker: String) {
    let folder = destination.deletingLastPathComponent()
    let prefix = prefix(of: destination, marker: marker)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix) {
      // Exactly `PID-UUID` after the prefix, so another output's temporaries (say of an
      // output named `Notes.zip-12-old`) never match.
      let rest = name.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"),
        let pid = Int32(rest[..<dash]), pid > 0,
        UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil,
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  private static func prefix(of destination: URL, marker: String) -> String {
    ".\(destination.lastPathComponent).\(marker)-"
  }
}
