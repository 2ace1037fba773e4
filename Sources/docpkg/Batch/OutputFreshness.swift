import DocpkgSystem

/// `--skip-fresh`: an output is fresh when it is at least as new as its input, as `make`
/// decides. A package's time is the newest modification time of anything in it (files are
/// often edited in place, which leaves the folder's own time alone); symbolic links are not
/// followed, and a package too large or deep to check (`entryLimit`, `depthLimit`) is never
/// fresh, so it is simply done again.
enum OutputFreshness {
  /// The most entries looked at in one package.
  static let entryLimit = 100_000
  /// The deepest folder looked into.
  static let depthLimit = 64

  /// Whether `output` exists and is not older than `input`.
  static func isFresh(output: String, input: String) -> Bool {
    var info = stat()
    guard stat(output, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
    var budget = entryLimit
    guard let newest = newestTime(input, depth: 0, budget: &budget) else { return false }
    return compare(info.st_mtim, newest) >= 0
  }

  /// The newest modification time at or below `path`, `nil` when it cannot be read or the
  /// limits were reached.
  static func newestTime(_ path: String, depth: Int, budget: inout Int) -> timespec? {
    budget -= 1
    var info = stat()
    guard budget >= 0, lstat(path, &info) == 0 else { return nil }
    var newest = info.st_mtim
    guard info.st_mode & S_IFMT == S_IFDIR else { return newest }
    guard depth < depthLimit, let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      guard let time = newestTime(path + "/" + name, depth: depth + 1, budget: &budget) else {
        return nil
      }
      if compare(time, newest) > 0 { newest = time }
    }
    return newest
  }

  private static func compare(_ a: timespec, _ b: timespec) -> Int {
    if a.tv_sec != b.tv_sec { return a.tv_sec < b.tv_sec ? -1 : 1 }
    if a.tv_nsec != b.tv_nsec { return a.tv_nsec < b.tv_nsec ? -1 : 1 }
    return 0
  }
}
