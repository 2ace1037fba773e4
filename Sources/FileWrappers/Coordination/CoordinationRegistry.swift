import DocpkgSystem
import Foundation

/// One coordinated access in progress: the locations it covers, the thread running its
/// accessor, and the locks it holds until the accessor returns.
///
/// Only the thread that made the claim touches its locks; the registry's table is guarded.
final class CoordinationClaim: @unchecked Sendable {
  /// The locations (``SavedLocation/key(_:)``) and whether each is held for writing.
  fileprivate(set) var locations: [RawPath: Bool]
  fileprivate let thread: pthread_t
  private var locks: [SaveLock] = []
  fileprivate var lockedLocations: [RawPath: SaveLock] = [:]

  init(locations: [RawPath: Bool]) {
    self.locations = locations
    thread = pthread_self()
  }

  /// Keeps `lock` until the claim ends (a save inside a coordinated write hands over the
  /// lock of the item it swapped in).
  func adopt(_ lock: SaveLock) {
    locks.append(lock)
  }

  /// Keeps `lock`, taken on `location`, until the claim ends.
  func hold(_ lock: SaveLock, for location: RawPath) {
    lockedLocations[location] = lock
  }

  /// The lock this claim took on `location`, if it took one.
  func lock(for location: RawPath) -> SaveLock? {
    lockedLocations[location]
  }

  /// Lets go of every lock.
  func releaseAll() {
    for lock in locks { lock.release() }
    for lock in lockedLocations.values { lock.release() }
    locks.removeAll()
    lockedLocations.removeAll()
  }
}

/// The coordinated accesses running in this process, so that a save or a nested
/// coordination on the thread that already holds an item does not wait for itself
/// (`flock(2)` locks belong to open files, so a second descriptor would).
final class CoordinationRegistry: @unchecked Sendable {
  static let shared = CoordinationRegistry()

  private let mutex = NSLock()
  private var claims: [CoordinationClaim] = []

  /// Records `claim` as running.
  func begin(_ claim: CoordinationClaim) {
    mutex.withLock { claims.append(claim) }
  }

  /// Removes `claim` and releases its locks.
  func end(_ claim: CoordinationClaim) {
    mutex.withLock { claims.removeAll { $0 === claim } }
    claim.releaseAll()
  }

  /// The current thread's outermost claim on `location`, if any; `writing` asks for a
  /// write claim.
  func claim(for location: RawPath, writing: Bool) -> CoordinationClaim? {
    let me = pthread_self()
    return mutex.withLock {
      claims.first { claim in
        guard pthread_equal(claim.thread, me) != 0, let isWrite = claim.locations[location]
        else { return false }
        return isWrite || !writing
      }
    }
  }

  /// The current thread's coordinated write of `location`, if any.
  func writingClaim(for location: RawPath) -> CoordinationClaim? {
    claim(for: location, writing: true)
  }

  /// Records that an item covered by the current thread's claims moved (`item(at:didMoveTo:)`).
  func move(_ old: RawPath, to new: RawPath) {
    let me = pthread_self()
    mutex.withLock {
      for claim in claims where pthread_equal(claim.thread, me) != 0 {
        if let writing = claim.locations.removeValue(forKey: old) {
          claim.locations[new] = writing
        }
        if let lock = claim.lockedLocations.removeValue(forKey: old) {
          claim.lockedLocations[new] = lock
        }
      }
    }
  }
}
