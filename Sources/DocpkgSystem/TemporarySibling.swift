import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hidden temporaries beside a target, named after the process that made them, and the
/// clean-up of those a killed process left: the next run for the same target removes every
/// one whose process no longer exists and keeps those of live processes. (Process ids are of
/// this machine: on a folder shared between machines, a live run elsewhere looks dead here.)
package enum TemporarySibling {
  private static let counter = Atomic<Int>(0)

  /// `.NAME` + `marker` + `PID-N-T` (N counts within this process, T is the time mod 10⁵).
  package static func name(for name: [UInt8], marker: String) -> [UInt8] {
    let number = counter.wrappingAdd(1, ordering: .relaxed).newValue
    return [UInt8(ascii: ".")] + name + Array(marker.utf8)
      + Array("\(getpid())-\(number)-\(time(nil) % 100_000)".utf8)
  }

  /// `name(for:marker:)` beside `destination`.
  package static func path(beside destination: RawPath, marker: String) -> RawPath {
    destination.parent.appending(name(for: destination.lastComponent, marker: marker))
  }

  /// The process id at the start of `rest` (`PID-…`), if it is one.
  package static func owner<Text: StringProtocol>(leading rest: Text) -> Int32? {
    rest.split(separator: "-", maxSplits: 1).first.flatMap { Int32($0) }
  }

  /// Whether the temporaries of process `pid` are abandoned: not this process, and
  /// `kill(pid, 0)` finds no such process.
  package static func isAbandoned(byProcess pid: Int32) -> Bool {
    guard pid > 0, pid != getpid() else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  /// Removes (never following links) each item in `folder` for which `owner` names a process
  /// whose temporaries are abandoned. Best effort: an item that cannot be listed or removed
  /// stays for the next run.
  package static func removeAbandoned(in folder: RawPath, owner: (String) -> Int32?) {
    // Best effort by design: a folder that cannot be listed has nothing to clean.
    guard let entries = try? FileSystem.listDirectory(folder) else { return }
    for entry in entries {
      let name = String(decoding: entry.name, as: UTF8.self)
      guard let pid = owner(name), isAbandoned(byProcess: pid) else { continue }
      try? FileSystem.removeTree(folder.appending(entry.name))  // retried by the next run
    }
  }
}
