import DocpkgSystem
import FileVersions
import FileWrappers
import Foundation

extension DocumentRelocator {
  /// Removes the document at `url`, its conflict versions and its Live Photo partner for
  /// good.
  ///
  /// Each item first disappears in one step (renamed to a hidden `.NAME.docpkg-moved-…`
  /// sibling), then is removed; a crash in between leaves only that hidden leftover, which
  /// the next move or delete in the folder removes. Coordinated as a write `.forDeleting`,
  /// so a save in progress finishes first.
  ///
  /// - Returns: the items removed (`to` is `nil`).
  /// - Throws: ``RelocationError``.
  public func deletePermanently(_ url: URL) throws(RelocationError) -> RelocationResult {
    let subject = try Subject(url)
    return try coordinated(subject, options: .forDeleting) { _ throws(RelocationError) in
      CrossDeviceMove.removeLeftovers(in: subject.folder)
      let urls = subject.urls
      for url in urls { try CrossDeviceMove.removeOriginal(url.path) }
      return subject.result(urls.map { ItemMove(from: $0, to: nil) })
    }
  }
}

extension DocumentRelocator {
  /// Moves the document at `url`, its conflict versions and its Live Photo partner to the
  /// freedesktop.org Trash
  /// (FileVersions' `Trash`, the can on the item's own file system, so one `rename(2)`
  /// each), where a file manager can put them back.
  ///
  /// All or nothing: when one item cannot be trashed, the ones already trashed are
  /// restored. Coordinated as a write `.forDeleting`.
  ///
  /// - Returns: where each item went in the Trash.
  /// - Throws: ``RelocationError`` (`.trashFailed` with the Trash's reason).
  public func trash(_ url: URL) throws(RelocationError) -> RelocationResult {
    let subject = try Subject(url)
    return try coordinated(subject, options: .forDeleting) { _ throws(RelocationError) in
      var done: [(can: Trash, item: TrashedItem)] = []
      for url in subject.urls {
        do throws(TrashError) {
          let can = try Trash.forItem(at: url)
          done.append((can, try can.trashItem(at: url)))
        } catch {
          for (can, item) in done.reversed() { try? can.restore(item) }
          throw .trashFailed(path: url.path, reason: error.description)
        }
      }
      let moves = zip(subject.urls, done).map { ItemMove(from: $0, to: $1.item.trashedURL) }
      return subject.result(moves)
    }
  }
}
