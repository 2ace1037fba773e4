import DocpkgSystem

/// An advisory `flock(2)` on the item a save is about to replace, so that saves to the same
/// package — from threads of one process or from several processes — run one at a time.
///
/// The lock is taken on the destination itself (a package folder or a file), not on a lock
/// file beside it. Because a save swaps a new item in, a waiter may get the lock of an item
/// that is no longer at the path; it then lets go and locks the new item. Destinations that
/// do not exist yet, symbolic links and items this process cannot open are not locked (the
/// save goes ahead, last writer wins).
final class SaveLock {
  private var descriptor: FileDescriptor?

  private init(descriptor: FileDescriptor) {
    self.descriptor = descriptor
  }

  deinit {
    release()
  }

  /// The identity of the locked item now (its change time included).
  var identity: ItemIdentity? {
    guard let raw = try? descriptor?.status() else { return nil }
    return ItemIdentity(raw)
  }

  /// Locks a freshly written item no one else knows about yet (never waits), so that once
  /// it is swapped in, other saves wait until this one has finished with it.
  static func lockNew(_ path: RawPath) -> SaveLock? {
    guard let file = try? openForLocking(path) else { return nil }
    guard lockFailure(file, .exclusive) == nil else {
      try? file.close()  // read-only: a close error loses nothing
      return nil
    }
    return SaveLock(descriptor: file)
  }

  /// Lets go of the lock (once; later calls do nothing).
  func release() {
    guard let descriptor else { return }
    descriptor.unlock()
    try? descriptor.close()  // read-only: a close error loses nothing
    self.descriptor = nil
  }

  /// Locks the item at `destination`, waiting up to `waitLimit` for another save to finish.
  ///
  /// - Parameter shared: take a shared lock (a coordinated reader) instead of an exclusive
  ///   one (a save or a coordinated writer); shared locks exclude only exclusive ones.
  /// - Returns: the held lock, or `nil` when there is nothing lockable at `destination`.
  /// - Throws: `FileWrapperError.inUse` when the lock is still held after `waitLimit`.
  static func acquire(_ destination: RawPath, waitLimit: Duration, shared: Bool = false)
    throws(FileWrapperError) -> SaveLock?
  {
    let lockKind: FileDescriptor.LockKind = shared ? .shared : .exclusive
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: waitLimit)
    var pause = Duration.milliseconds(1)
    while true {
      // Only folders and regular files are opened (never a device, FIFO or socket).
      guard let kind = try? FileStatus.of(destination).kind, kind == .directory || kind == .regular
      else { return nil }
      guard let file = try? openForLocking(destination) else { return nil }
      var failure = lockFailure(file, lockKind)
      while failure == .wouldBlock, clock.now < deadline {
        DocpkgSystem.sleep(for: pause)
        pause = min(pause * 2, .milliseconds(50))
        failure = lockFailure(file, lockKind)
      }
      if let failure {
        try? file.close()  // read-only: a close error loses nothing
        if failure == .wouldBlock {
          throw FileWrapperError.inUse(path: destination.display, waited: waitLimit)
        }
        return nil  // a file system without flock: save unlocked
      }
      guard let lockedStatus = try? file.status(), let current = ItemIdentity.of(destination),
        current.isSameInode(as: ItemIdentity(lockedStatus))
      else {
        // Another save swapped a new item in while this one waited: lock that one instead.
        file.unlock()
        try? file.close()  // read-only: a close error loses nothing
        if clock.now >= deadline {
          throw FileWrapperError.inUse(path: destination.display, waited: waitLimit)
        }
        continue
      }
      return SaveLock(descriptor: file)
    }
  }

  /// Turns a shared lock into an exclusive one (not atomically: `flock(2)` drops the shared
  /// lock while it waits), waiting up to `waitLimit`.
  /// - Returns: whether the lock is now exclusive.
  func upgrade(waitLimit: Duration) -> Bool {
    guard let file = descriptor else { return false }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: waitLimit)
    var pause = Duration.milliseconds(1)
    while let failure = Self.lockFailure(file, .exclusive) {
      guard failure == .wouldBlock, clock.now < deadline else { return false }
      DocpkgSystem.sleep(for: pause)
      pause = min(pause * 2, .milliseconds(50))
    }
    return true
  }

  /// Opens `path` read-only for locking: never following a link, never waiting on a FIFO,
  /// never taking a terminal.
  private static func openForLocking(_ path: RawPath) throws(Errno) -> FileDescriptor {
    try FileDescriptor.open(
      path.cString, .readOnly,
      options: [.noFollow, .nonBlocking, .closeOnExec, .noControllingTerminal])
  }

  /// Tries the lock once; `nil` when it is held now.
  private static func lockFailure(_ file: FileDescriptor, _ kind: FileDescriptor.LockKind)
    -> Errno?
  {
    do throws(Errno) {
      try file.tryLock(kind)
      return nil
    } catch {
      return error
    }
  }
}
