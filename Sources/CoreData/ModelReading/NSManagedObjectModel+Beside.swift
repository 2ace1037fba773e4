import Foundation

extension NSManagedObjectModel {
  /// The models in a store's folder, most likely first: compiled bundles (`.momd`), source
  /// bundles (`.xcdatamodeld`), then single versions (`.mom`, `.xcdatamodel`), each group by
  /// name. A docpkg addition, for stores that cache no model (written before iOS 11 /
  /// macOS 10.13): try each until one opens the store.
  ///
  /// - Parameter url: the store file (or a `UIManagedDocument` package).
  /// - Returns: the candidate model URLs; empty when the folder holds none.
  public static func modelURLs(besideStoreAt url: URL) -> [URL] {
    let folder = url.deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let extensions = ["momd", "xcdatamodeld", "mom", "xcdatamodel"]
    func rank(_ name: String) -> Int {
      extensions.firstIndex(of: (name as NSString).pathExtension) ?? extensions.count
    }
    return names.filter { rank($0) < extensions.count }
      .sorted { (rank($0), $0) < (rank($1), $1) }
      .map { folder.appendingPathComponent($0) }
  }
}
