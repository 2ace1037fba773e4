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
  private var descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    release()
  }

  /// The identity of the locked item now (its change time included).
  var identity: ItemIdentity? {
    var raw = stat()
    guard descriptor >= 0, fstat(descriptor, &raw) == 0 else { return nil }
    return ItemIdentity(raw)
  }

  /// Locks a freshly written item no one else knows about yet (never waits), so that once
  /// it is swapped in, other saves wait until this one has finished with it.
  static func lockNew(_ path: RawPath) -> SaveLock? {
    let descriptor = open(path.cString, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    if descriptor < 0 { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    return SaveLock(descriptor: descriptor)
  }

  /// Lets go of the lock (once; later calls do nothing).
  func release() {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
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
      guard
        let file = try? FileDescriptor.open(
          destination.cString, .readOnly,
          options: [.noFollow, .nonBlocking, .closeOnExec, .noControllingTerminal])
      else { return nil }
      let descriptor = file.rawValue
      var failure = lockFailure(file, lockKind)
      while failure == .wouldBlock, clock.now < deadline {
        DocpkgSystem.sleep(for: pause)
        pause = min(pause * 2, .milliseconds(50))
        failure = lockFailure(file, lockKind)
      }
      if let failure {
        close(descriptor)
        if failure == .wouldBlock {
          throw FileWrapperError.inUse(path: destination.display, waited: waitLimit)
        }
        return nil  // a file system without flock: save unlocked
      }
      var lockedStatus = stat()
      guard fstat(descriptor, &lockedStatus) == 0, let current = ItemIdentity.of(destination),
        current.isSameInode(as: ItemIdentity(lockedStatus))
      else {
        // Another save swapped a new item in while this one waited: lock that one instead.
        flock(descriptor, LOCK_UN)
        close(descriptor)
        if clock.now >= deadline {
          throw FileWrapperError.inUse(path: destination.display, waited: waitLimit)
        }
        continue
      }
      return SaveLock(descriptor: descriptor)
    }
  }

  /// Turns a shared lock into an exclusive one (not atomically: `flock(2)` drops the shared
  /// lock while it waits), waiting up to `waitLimit`.
  /// - Returns: whether the lock is now exclusive.
  func upgrade(waitLimit: Duration) -> Bool {
    guard descriptor >= 0 else { return false }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: waitLimit)
    var pause = Duration.milliseconds(1)
    let file = FileDescriptor(rawValue: descriptor)
    while let failure = Self.lockFailure(file, .exclusive) {
      guard failure == .wouldBlock, clock.now < deadline else { return false }
      DocpkgSystem.sleep(for: pause)
      pause = min(pause * 2, .milliseconds(50))
    }
    return true
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
