import DocpkgSystem
import Foundation

/// Names for the temporaries built beside an output (`.NAME.MARKER-PID-UUID`), and the
/// clean-up of those left by a process that was killed: the next run for the same output
/// removes every one whose process no longer exists, and keeps those of live processes.
/// (Process ids are of this machine: on a folder shared between machines, a live run
/// elsewhere looks dead here.) Shared with DocumentPackages' transport (`package` access).
package enum SiblingTemporary {
  /// A fresh temporary path beside `destination`, carrying this process's id.
  package static func url(beside destination: URL, marker: String) -> URL {
    destination.deletingLastPathComponent().appendingPathComponent(
      "\(prefix(of: destination, marker: marker))\(SystemProcess.id)-\(UUID().uuidString)")
  }

  /// Removes temporaries beside `destination` with `marker` whose process has exited.
  package static func removeStale(beside destination: URL, marker: String) {
    let prefix = prefix(of: destination, marker: marker)
    TemporarySibling.removeAbandoned(in: RawPath(destination.deletingLastPathComponent().path)) {
      name in
      guard name.hasPrefix(prefix) else { return nil }
      // Exactly `PID-UUID` after the prefix, so another output's temporaries (say of an
      // output named `Notes.zip-12-old`) never match.
      let rest = name.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"),
        UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil
      else { return nil }
      return Int32(rest[..<dash])
    }
  }

  private static func prefix(of destination: URL, marker: String) -> String {
    ".\(destination.lastPathComponent).\(marker)-"
  }
}
