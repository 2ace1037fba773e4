import DocumentPackages
import Foundation

extension ThumbnailCacheTarget {
  /// The most entries taken from one folder input.
  static let folderEntryLimit = 1_000_000

  /// `--xdg-cache` fills the cache for whole folders, as a file manager shows them: an input
  /// that is a plain folder (not a package such as `Trip.note`) stands for its visible
  /// entries — files and packages, sorted by name, one level, hidden names and subfolders
  /// skipped. Other inputs are kept as given.
  static func expandingFolders(_ inputs: [String]) -> [String] {
    inputs.flatMap { input -> [String] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory),
        isDirectory.boolValue, !DocumentFormat.namesPackage(path: input),
        let names = try? FileManager.default.contentsOfDirectory(atPath: input)
      else {
        return [input]
      }
      let prefix = input.hasSuffix("/") ? input : input + "/"
      return names.filter { !$0.hasPrefix(".") }.sorted().prefix(folderEntryLimit).compactMap {
        name in
        let path = prefix + name
        var entryIsDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &entryIsDirectory) else {
          return nil
        }
        return !entryIsDirectory.boolValue || DocumentFormat.namesPackage(path: path) ? path : nil
      }
    }
  }
}
