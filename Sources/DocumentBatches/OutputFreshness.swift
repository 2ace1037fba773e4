import DocpkgSystem

/// `--skip-fresh`: an output is fresh when it is at least as new as its input, as `make`
/// decides. A package's time is the newest modification time of anything in it (files are
/// often edited in place, which leaves the folder's own time alone); symbolic links are not
/// followed, and a package too large or deep to check (`entryLimit`, `depthLimit`) is never
/// fresh, so it is simply done again.
///
/// ```swift
/// if OutputFreshness.isFresh(output: "Trip.png", input: "Trip.note") { return }
/// ```
public enum OutputFreshness {
  /// The most entries looked at in one package.
  public static let entryLimit = 100_000
  /// The deepest folder looked into.
  public static let depthLimit = 64

  /// Whether `output` exists and is not older than `input`.
  public static func isFresh(output: String, input: String) -> Bool {
    guard let info = try? FileStatus.following(RawPath(output)), info.kind == .regular else {
      return false
    }
    var budget = entryLimit
    guard let newest = newestTime(RawPath(input), depth: 0, budget: &budget) else { return false }
    return compare(time(of: info), newest) >= 0
  }

  /// The newest modification time at or below `path`, `nil` when it cannot be read or the
  /// limits were reached.
  static func newestTime(_ path: RawPath, depth: Int, budget: inout Int) -> FileTime? {
    budget -= 1
    guard budget >= 0, let info = try? FileStatus.of(path) else { return nil }
    var newest = time(of: info)
    guard info.kind == .directory else { return newest }
    guard depth < depthLimit, let entries = try? FileSystem.listDirectory(path) else { return nil }
    for entry in entries {
      guard let time = newestTime(path.appending(entry.name), depth: depth + 1, budget: &budget)
      else {
        return nil
      }
      if compare(time, newest) > 0 { newest = time }
    }
    return newest
  }

  private static func time(of status: FileStatus) -> FileTime {
    FileTime(seconds: status.modificationSeconds, nanoseconds: status.modificationNanoseconds)
  }

  private static func compare(_ a: FileTime, _ b: FileTime) -> Int {
    if a.seconds != b.seconds { return a.seconds < b.seconds ? -1 : 1 }
    if a.nanoseconds != b.nanoseconds { return a.nanoseconds < b.nanoseconds ? -1 : 1 }
    return 0
  }
}
