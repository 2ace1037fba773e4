import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The `fw-save-stress` test tool built beside the test bundle.
var stressTool: URL {
  let selfExe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  let sibling = selfExe.deletingLastPathComponent().appendingPathComponent("fw-save-stress")
  if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
  return ProjectPaths.packageRoot.appendingPathComponent(".build/debug/fw-save-stress")
}

/// Writes `text` to `url`, creating folders.
func writeFile(_ url: URL, _ text: String) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}

/// `lstat` of a path.
func status(_ path: String) -> stat? {
  var raw = stat()
  return lstat(path, &raw) == 0 ? raw : nil
}

/// Sets a file's modification time (seconds since 1970).
func setModificationTime(_ path: String, _ seconds: Int) {
  var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
  utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW)
}

/// Names in a folder, sorted.
func names(in url: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
}
