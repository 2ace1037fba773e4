import Foundation

extension NSFileVersion {
  /// The current version: the item at `url` itself, or `nil` when nothing (no regular file
  /// or folder) is there.
  public class func currentVersionOfItem(at url: URL) -> NSFileVersion? {
    guard ConflictScan.isVersionKind(url) else { return nil }
    return NSFileVersion(url: url, itemURL: url, conflictCopy: nil)
  }

  /// The conflict versions of the item at `url`, resolved or not: the certain conflict
  /// copies beside it whose name (after following copies of copies) is the item's. Newest
  /// first. `nil` when the item's folder cannot be read; empty when there are none.
  public class func otherVersionsOfItem(at url: URL) -> [NSFileVersion]? {
    versions(of: url, includePossible: false)
  }

  /// ``otherVersionsOfItem(at:)`` without the resolved ones.
  public class func unresolvedConflictVersionsOfItem(at url: URL) -> [NSFileVersion]? {
    otherVersionsOfItem(at: url)?.filter { !$0.isResolved }
  }

  /// The other versions, optionally with numbered duplicates (`Note 2.note`), which may be
  /// iCloud Drive conflicts or documents of their own (docpkg only).
  public class func versions(of url: URL, includePossible: Bool) -> [NSFileVersion]? {
    let folder = url.deletingLastPathComponent()
    guard let scan = try? ConflictScan(folder: folder) else { return nil }
    guard let group = scan.group(for: url) else { return [] }
    return versions(in: group, includePossible: includePossible)
  }

  /// The versions of one scanned group (docpkg only), newest first.
  public class func versions(in group: ConflictScan.Group, includePossible: Bool = false)
    -> [NSFileVersion]
  {
    let copies = group.copies + (includePossible ? group.possibleDuplicates : [])
    let versions = copies.map {
      NSFileVersion(url: $0.url, itemURL: group.itemURL, conflictCopy: $0.conflict)
    }
    let dated = versions.map { ($0, $0.modificationDate ?? .distantPast) }
    return dated.sorted { left, right in
      left.1 != right.1
        ? left.1 > right.1
        : left.0.url.lastPathComponent.utf8.lexicographicallyPrecedes(
          right.0.url.lastPathComponent.utf8)
    }.map(\.0)
  }

  /// The version of the item at `url` whose ``persistentIdentifier`` is `persistentIdentifier`.
  public class func version(itemAt url: URL, forPersistentIdentifier persistentIdentifier: Any)
    -> NSFileVersion?
  {
    let name =
      (persistentIdentifier as? NSString).map { String($0) } ?? persistentIdentifier as? String
    guard let name else { return nil }
    if name == url.lastPathComponent { return currentVersionOfItem(at: url) }
    return versions(of: url, includePossible: true)?.first { $0.url.lastPathComponent == name }
  }

  /// Apple fetches versions kept only in iCloud; every version here is local, so the
  /// handler gets an empty list at once.
  public class func getNonlocalVersionsOfItem(
    at url: URL, completionHandler: @escaping ([NSFileVersion]?, (any Error)?) -> Void
  ) {
    completionHandler([], nil)
  }
}
