import DocpkgSystem
import Foundation

/// Modification dates of versions.
enum ItemDates {
  /// The newest modification time of the item and, for a folder, of its entries one level
  /// deep (a package's own time does not change when a file inside is rewritten), as
  /// `docpkg list` shows it; `nil` when nothing is there.
  static func modificationDate(of url: URL) -> Date? {
    guard let status = try? FileStatus.of(RawPath(url.path)) else { return nil }
    var newest = date(status)
    if status.kind == .directory {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for name in names.prefix(10_000) {
        if let child = try? FileStatus.of(RawPath(url.appendingPathComponent(name).path)) {
          newest = max(newest, date(child))
        }
      }
    }
    return newest
  }

  private static func date(_ status: FileStatus) -> Date {
    Date(
      timeIntervalSince1970: TimeInterval(status.modificationSeconds) + TimeInterval(
        status.modificationNanoseconds) / 1e9)
  }
}
