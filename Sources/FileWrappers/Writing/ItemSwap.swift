import DocpkgSystem
import Foundation

/// The save machinery's building blocks for other modules of this package (FileVersions):
/// the save lock, the one-step swap of two items, sibling temporaries and tree removal.
///
/// Package access only: this is not API for library users.
package enum ItemSwap {
  /// A held save lock on one item (released on `release()` or deinit).
  package final class Lock {
    private let lock: SaveLock

    fileprivate init(_ lock: SaveLock) {
      self.lock = lock
    }

    /// Lets go of the lock.
    package func release() {
      lock.release()
    }
  }

  /// Takes the save lock that `FileWrapper.write` takes on `url`, waiting up to `waitLimit`.
  ///
  /// - Returns: the lock, or `nil` when there is nothing lockable at `url`.
  /// - Throws: `FileWrapperError.inUse` when another save still holds it.
  package static func lock(_ url: URL, waitLimit: Duration) throws(FileWrapperError) -> Lock? {
    try SaveLock.acquire(RawPath(url.path), waitLimit: waitLimit).map(Lock.init)
  }

  /// Swaps the items at `first` and `second` in one step (`renameat2(RENAME_EXCHANGE)`).
  ///
  /// - Returns: `false` when the system cannot exchange (nothing was changed).
  package static func exchange(_ first: URL, _ second: URL) throws(FileWrapperError) -> Bool {
    do {
      return try FileSystem.exchange(RawPath(first.path), RawPath(second.path))
    } catch {
      throw error.error(at: RawPath(second.path))
    }
  }

  /// Renames `source` to `destination` (`rename(2)`, replacing a file there).
  package static func rename(_ source: URL, to destination: URL) throws(FileWrapperError) {
    do throws(SystemError) {
      try FileSystem.rename(RawPath(source.path), to: RawPath(destination.path))
    } catch {
      throw error.error(at: RawPath(source.path))
    }
  }

  /// A fresh hidden sibling of `url` that the next save to `url` removes if its process died
  /// (`.NAME.docpkg-tmp-PID-N-T`).
  package static func temporarySibling(of url: URL) -> URL {
    let path = AtomicReplacement.siblingPath(
      of: RawPath(url.path), marker: AtomicReplacement.temporaryMarker)
    return URL(fileURLWithPath: path.display)
  }

  /// Removes leftover temporaries of interrupted saves to `url`.
  package static func removeLeftovers(of url: URL) {
    AtomicReplacement.removeLeftovers(of: RawPath(url.path))
  }

  /// Removes `url` and everything inside it, never following links.
  package static func removeTree(_ url: URL) throws(FileWrapperError) {
    do {
      try FileSystem.removeTree(RawPath(url.path))
    } catch {
      throw error.error(at: RawPath(url.path))
    }
  }

  /// Flushes the folder holding `url` (so a rename in it is durable).
  package static func syncParent(of url: URL) {
    try? FileSystem.sync(RawPath(url.path).parent)
  }
}
