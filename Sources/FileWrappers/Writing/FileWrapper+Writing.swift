import DocpkgSystem
import Foundation

extension FileWrapper {
  /// Writes the wrapper to `url`.
  ///
  /// The tree is written beside `url` (same folder, so same file system) and then swapped
  /// in, so an existing item is replaced in one step; with `.atomic` every file and folder is
  /// also flushed to disk first. Temporaries of interrupted earlier saves are removed.
  ///
  /// Saves to the same existing item run one at a time: each holds an advisory `flock(2)`
  /// on it, waiting up to `lockWaitLimit` for another save to finish. A save back to the
  /// place the wrapper was read from (`originalContentsURL` equal to `url`) first checks
  /// that the package there is still the one that was read; if another process saved it
  /// in between, nothing is written and `changedSinceRead` is thrown, so that process's
  /// change is never silently lost (unless `.overwritingChangesSinceRead` says the caller kept
  /// it aside). (Apple's `FileWrapper` has neither; `Spec/CrashSafety.md`.)
  ///
  /// - Parameters:
  ///   - url: the destination file URL.
  ///   - options: `.atomic`, `.withNameUpdating`, `.overwritingChangesSinceRead`.
  ///   - originalContentsURL: where the wrapper was read from. Regular files unchanged since
  ///     then are hard-linked from there instead of rewritten (copied across file systems).
  ///   - lockWaitLimit: how long to wait for another save to the same item (docpkg only).
  /// - Throws: `FileWrapperError` naming the path that failed (`inUse`, `changedSinceRead`
  ///   when another save got in the way); the destination is unchanged.
  public func write(
    to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil,
    lockWaitLimit: Duration = .seconds(30)
  ) throws {
    let destination = RawPath(url.path)
    let location = SavedLocation.key(url)
    // Inside this thread's own coordinated write of the item (NSFileCoordinator), the
    // coordinator already holds the lock; the saved item is handed to it below.
    let claim = CoordinationRegistry.shared.writingClaim(for: location)
    let lock = claim == nil ? try SaveLock.acquire(destination, waitLimit: lockWaitLimit) : nil
    defer { lock?.release() }
    // A package read (or saved) here that is now a different item — or gone — was saved,
    // changed or removed by someone else since: writing would drop their change.
    if let originalContentsURL, !options.contains(.overwritingChangesSinceRead),
      SavedLocation.key(originalContentsURL) == location,
      let expected = savedLocations[location], ItemIdentity.of(destination) != expected
    {
      throw FileWrapperError.changedSinceRead(path: destination.display)
    }
    AtomicReplacement.removeLeftovers(of: destination)
    let temporary = AtomicReplacement.siblingPath(
      of: destination, marker: AtomicReplacement.temporaryMarker)
    var writer = TreeWriter(
      durable: options.contains(.atomic),
      originalRoot: originalContentsURL.map { RawPath($0.path) },
      updateNames: options.contains(.withNameUpdating))
    // The new item is locked before it is swapped in, so no other save can replace it
    // before its identity is recorded here (a waiter then finds it changed and re-reads).
    var written: SaveLock?
    defer { written?.release() }
    do {
      try writer.write(self, to: temporary, relative: [])
      written = SaveLock.lockNew(temporary)
      try AtomicReplacement.replace(
        destination, with: temporary, durable: options.contains(.atomic))
    } catch {
      // The swap may have happened before the failure (then `temporary` holds the old
      // item): remember what is in place, and remove whatever `temporary` now names.
      if let written { recordIdentity(of: written, at: destination, location: location) }
      try? FileSystem.removeTree(temporary)
      if let error = error as? SystemError { throw error.error(at: destination) }
      throw error
    }
    recordIdentity(of: written, at: destination, location: location)
    if let claim, let held = written {
      claim.adopt(held)
      written = nil
    }
    if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
  }

  /// Whether the item `written` holds is the one at `destination` (the swap happened).
  private func isInPlace(_ written: SaveLock, at destination: RawPath) -> Bool {
    guard let mine = written.identity, let there = ItemIdentity.of(destination) else {
      return false
    }
    return mine.isSameInode(as: there)
  }

  /// Remembers the item this save put at `destination`, if it is there.
  private func recordIdentity(of written: SaveLock?, at destination: RawPath, location: RawPath) {
    if let written {
      if isInPlace(written, at: destination), let identity = written.identity {
        savedLocations[location] = identity
      }
    } else if let identity = ItemIdentity.of(destination) {
      savedLocations[location] = identity
    }
  }
}
