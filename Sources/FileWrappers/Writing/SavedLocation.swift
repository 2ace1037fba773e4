import DocpkgSystem
import Foundation

/// The key under which a wrapper remembers which item it read from or saved to a path: the
/// absolute path with `.`/`..` removed and symbolic links in the *folders* resolved (so
/// `/data/link/Doc.note` and `/data/real/Doc.note` are one location; a package that is
/// itself a symbolic link keeps its own name).
enum SavedLocation {
  static func key(_ url: URL) -> RawPath {
    let standardized = url.standardizedFileURL
    let folder = standardized.deletingLastPathComponent().resolvingSymlinksInPath()
    return RawPath(folder.appendingPathComponent(standardized.lastPathComponent).path)
  }
}
