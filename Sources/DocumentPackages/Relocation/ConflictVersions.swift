import FileVersions
import Foundation

/// The conflict versions of a document: the copies sync services left beside it, named
/// after it (`Beach (conflicted copy 2024-01-02).ptk`, `Beach.sync-conflict-….ptk`, copies
/// of copies, …) as FileVersions' ``ConflictScan`` groups them — the same versions
/// `NSFileVersion` and `docpkg conflicts` show. Numbered names (`Beach 1.ptk`) are possible
/// duplicates, documents of their own, and are not carried. Rename, move and delete carry
/// these along so they stay the document's versions.
enum ConflictVersions {
  /// The names of the certain conflict copies of the document `documentName` in `folder`.
  static func names(of documentName: String, in folder: String) -> [String] {
    let folderURL = URL(fileURLWithPath: folder, isDirectory: true)
    guard let scan = try? ConflictScan(folder: folderURL),
      let group = scan.group(for: folderURL.appendingPathComponent(documentName))
    else { return [] }
    return group.copies.map { $0.url.lastPathComponent }
  }

  /// The name `versionName` (a conflict copy of `oldName`) gets when the document is
  /// called `newName`: the stem is swapped, the service's marker kept.
  static func renamed(_ versionName: String, from oldName: String, to newName: String) -> String {
    let oldStem = FileNameParts.split(oldName).stem
    let newStem = FileNameParts.split(newName).stem
    guard versionName.count >= oldStem.count else { return versionName }
    return newStem + versionName.dropFirst(oldStem.count)
  }
}
