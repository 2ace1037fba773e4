import DocpkgSystem
import FileWrappers
import Foundation

extension NSFileVersion {
  /// How long replacing or removing waits for a save to the same item by another process.
  public static let lockWaitLimit = Duration.seconds(5)

  /// Puts this version's contents at `url` (normally the document), as Apple's method does.
  ///
  /// The document and the copy are locked with the save lock `FileWrapper.write` takes,
  /// then swapped in one `renameat2(RENAME_EXCHANGE)`: whenever the process dies, `url` is
  /// one complete version. The displaced contents (the old current version) then go to the
  /// Trash, recorded as trashed from `url`. With `.byMoving` the copy itself is moved (it is
  /// gone afterwards); without, a copy of it is made beside `url` first and swapped in.
  ///
  /// - Returns: `url`.
  /// - Throws: ``FileVersionError`` (`.versionVanished` when the copy is gone,
  ///   `.fileSystem(.inUse)` when another process is saving the document); on any error
  ///   every version is still at its path or in the Trash.
  @discardableResult
  public func replaceItem(at url: URL, options: ReplacingOptions = []) throws -> URL {
    try replaceItem(at: url, options: options, disposal: .trash)
  }

  /// ``replaceItem(at:options:)``, with the displaced contents trashed or deleted.
  @discardableResult
  public func replaceItem(
    at url: URL, options: ReplacingOptions = [], disposal: VersionDisposal,
    lockWaitLimit: Duration = NSFileVersion.lockWaitLimit
  ) throws(FileVersionError) -> URL {
    do {
      let destinationLock = try ItemSwap.lock(url, waitLimit: lockWaitLimit)
      defer { destinationLock?.release() }
      let sourceLock = try ItemSwap.lock(self.url, waitLimit: lockWaitLimit)
      defer { sourceLock?.release() }
      guard ConflictScan.isVersionKind(self.url) else {
        throw FileVersionError.versionVanished(path: self.url.path)
      }
      if self.url.standardizedFileURL.path == url.standardizedFileURL.path { return url }
      ItemSwap.removeLeftovers(of: url)
      var incoming = self.url
      if !options.contains(.byMoving) {
        incoming = ItemSwap.temporarySibling(of: url)
        do {
          try FileManager.default.copyItem(at: self.url, to: incoming)
        } catch {
          try? ItemSwap.removeTree(incoming)
          throw FileVersionError.fileSystem(
            .systemCallFailed(
              path: self.url.path, call: "copy",
              errno: (Errno(extractingFrom: error) ?? .ioError).rawValue))
        }
      }
      guard ConflictScan.isVersionKind(url) else {
        // No document (it was removed): the version simply moves in.
        try ItemSwap.rename(incoming, to: url)
        ItemSwap.syncParent(of: url)
        return url
      }
      if try ItemSwap.exchange(incoming, url) {
        ItemSwap.syncParent(of: url)
        // `incoming` now names the old contents of `url`.
        try Self.dispose(incoming, recordedAs: url, disposal: disposal)
      } else {
        // No exchange on this file system: the old contents leave first (to the Trash,
        // so nothing is lost), then the version moves in; `url` is briefly absent.
        try Self.dispose(url, recordedAs: url, disposal: disposal)
        try ItemSwap.rename(incoming, to: url)
        ItemSwap.syncParent(of: url)
      }
      return url
    } catch let error as FileVersionError {
      throw error
    } catch let error as FileWrapperError {
      if case .noSuchFile(let path) = error, path == self.url.path {
        throw FileVersionError.versionVanished(path: path)
      }
      throw FileVersionError.fileSystem(error)
    } catch {
      throw FileVersionError.fileSystem(
        .systemCallFailed(
          path: url.path, call: "replace",
          errno: (Errno(extractingFrom: error) ?? .ioError).rawValue))
    }
  }

  /// Removes this conflict version (to the Trash), as Apple's `remove()`.
  ///
  /// - Throws: ``FileVersionError`` (`.cannotRemoveCurrentVersion` for the current
  ///   version, `.versionVanished` when the copy is already gone).
  public func remove() throws {
    try remove(disposal: .trash)
  }

  /// ``remove()``, trashing or deleting the copy.
  public func remove(
    disposal: VersionDisposal, lockWaitLimit: Duration = NSFileVersion.lockWaitLimit
  ) throws(FileVersionError) {
    guard isConflict else { throw FileVersionError.cannotRemoveCurrentVersion(path: url.path) }
    let lock: ItemSwap.Lock?
    do {
      lock = try ItemSwap.lock(url, waitLimit: lockWaitLimit)
    } catch {
      throw FileVersionError.fileSystem(error)
    }
    defer { lock?.release() }
    guard ConflictScan.isVersionKind(url) else {
      throw FileVersionError.versionVanished(path: url.path)
    }
    try Self.dispose(url, recordedAs: url, disposal: disposal)
  }

  /// Removes every other version of the item at `url` (to the Trash), as Apple's method.
  /// A copy that is already gone is skipped; the first other failure is thrown after every
  /// copy was tried.
  public class func removeOtherVersionsOfItem(at url: URL) throws {
    try removeOtherVersionsOfItem(at: url, disposal: .trash)
  }

  /// ``removeOtherVersionsOfItem(at:)``, trashing or deleting the copies.
  public class func removeOtherVersionsOfItem(at url: URL, disposal: VersionDisposal)
    throws(FileVersionError)
  {
    var firstError: FileVersionError?
    for version in otherVersionsOfItem(at: url) ?? [] {
      do {
        try version.remove(disposal: disposal)
      } catch {
        if case .versionVanished = error { continue }
        if case .trash(.noSuchItem) = error { continue }
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
  }

  /// Trashes or deletes the item at `item`, recording it as trashed from `original`.
  static func dispose(_ item: URL, recordedAs original: URL, disposal: VersionDisposal)
    throws(FileVersionError)
  {
    switch disposal {
    case .trash:
      do {
        try Trash.forItem(at: item).trashItem(at: item, originalURL: original)
      } catch {
        throw FileVersionError.trash(error)
      }
    case .delete:
      // One rename takes it out of sight; an interrupted removal leaves only a hidden
      // temporary that the next save to `original` removes.
      let hidden = ItemSwap.temporarySibling(of: original)
      do {
        try ItemSwap.rename(item, to: hidden)
      } catch {
        if case .noSuchFile = error { throw FileVersionError.versionVanished(path: item.path) }
        throw FileVersionError.fileSystem(error)
      }
      try? ItemSwap.removeTree(hidden)
    }
  }
}
