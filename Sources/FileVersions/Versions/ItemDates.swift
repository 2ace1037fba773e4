import DocpkgSystem
import Foundation

/// Modification dates of versions.
enum ItemDates {
  /// The newest modification time of the item and, for a folder, of its entries one level
  /// deep (a package's own time does not change when a file inside is rewritten), as
  /// `docpkg list` shows it; `nil` when nothing is there.
  static func modificationDate(of url: URL) -> Date? {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return nil }
    var newest = date(status)
    if status.st_mode & S_IFMT == S_IFDIR {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for name in names.prefix(10_000) {
        var child = stat()
        if lstat(url.appendingPathComponent(name).path, &child) == 0 {
          newest = max(newest, date(child))
        }
      }
    }
    return newest
  }

  private static func date(_ status: stat) -> Date {
    Date(
      timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec) + TimeInterval(
        status.st_mtim.tv_nsec) / 1e9)
  }
}
