import DocpkgSystem
import Foundation

extension NSFileCoordinator {
  /// One item of a coordinated access.
  struct Access {
    var url: URL
    var writing: Bool
    var resolvesLink = false
    var writingOptions: WritingOptions = []
  }

  /// Locks every item (in path order, so two coordinators never deadlock), runs `accessor`
  /// with the URLs to use, then lets go and notifies in-process presenters.
  func perform(_ accesses: [Access], error outError: NSErrorPointer, accessor: ([URL]) -> Void) {
    let urls = accesses.map { $0.resolvesLink ? $0.url.resolvingSymlinksInPath() : $0.url }
    var wanted: [RawPath: Bool] = [:]
    for (access, url) in zip(accesses, urls) {
      let location = SavedLocation.key(url)
      wanted[location] = (wanted[location] ?? false) || access.writing
    }
    let registry = CoordinationRegistry.shared
    let claim = CoordinationClaim(locations: wanted)
    let ordered = wanted.sorted { $0.key.bytes.lexicographicallyPrecedes($1.key.bytes) }
    for (location, writing) in ordered {
      if isCancelled {
        claim.releaseAll()
        outError?.pointee = CoordinationError.cancelled(path: location.display).nsError
        return
      }
      if let outer = registry.claim(for: location, writing: false) {
        // Nested on this thread: the outer access already holds the item (a read nested in
        // a write, or a write in a read, which turns the shared lock into an exclusive one).
        if writing, outer.locations[location] == false, let lock = outer.lock(for: location),
          !lock.upgrade(waitLimit: lockWaitLimit)
        {
          claim.releaseAll()
          outError?.pointee =
            CoordinationError.inUse(path: location.display, waited: lockWaitLimit).nsError
          return
        }
        continue
      }
      do {
        if let lock = try SaveLock.acquire(location, waitLimit: lockWaitLimit, shared: !writing) {
          claim.hold(lock, for: location)
        }
      } catch {
        claim.releaseAll()
        outError?.pointee =
          CoordinationError.inUse(path: location.display, waited: lockWaitLimit).nsError
        return
      }
    }
    registry.begin(claim)
    accessor(urls)
    registry.end(claim)
    for (access, url) in zip(accesses, urls) where access.writing {
      notifyPresenters(of: url, options: access.writingOptions)
    }
  }

  /// Tells in-process presenters of `url` (other than this coordinator's) about a write.
  private func notifyPresenters(of url: URL, options: WritingOptions) {
    let location = SavedLocation.key(url)
    let gone = ItemIdentity.of(location) == nil
    for presenter in presenters(of: location) {
      nonisolated(unsafe) let target = presenter
      if options.contains(.forDeleting) && gone {
        target.presentedItemOperationQueue.addOperation {
          target.accommodatePresentedItemDeletion { _ in }
        }
      } else if !options.contains(.forMoving) {
        target.presentedItemOperationQueue.addOperation { target.presentedItemDidChange() }
      }
    }
  }
}
