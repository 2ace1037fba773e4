import Foundation

/// The conflict versions of a document: the copies sync services left beside it, named
/// after it (`Beach (conflicted copy 2024-01-02).ptk`, `Beach.sync-conflict-….ptk`, …; see
/// ``ConflictCopy``). Numbered names (`Beach 1.ptk`) are documents of their own and are not
/// counted. Rename, move and delete carry these along so they stay the document's versions.
enum ConflictVersions {
  /// The names in `siblings` that are certain conflict copies of `documentName`.
  static func names(of documentName: String, among siblings: [String]) -> [String] {
    let wanted = documentName.lowercased()
    return siblings.filter { name in
      name != documentName && !name.hasPrefix(".")
        && ConflictCopy.detect(filename: name)?.originalName.lowercased() == wanted
    }.sorted()
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
