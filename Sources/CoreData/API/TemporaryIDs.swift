import Foundation

/// Where temporary object IDs come from: one UUID per process and a counter under a lock.
final class TemporaryIDs: @unchecked Sendable {
  static let shared = TemporaryIDs()

  /// The process's UUID, the first part of every temporary ID's token.
  let prefix = UUID().uuidString
  private let lock = NSLock()
  private var count: UInt64 = 0

  /// The next number, never given out before in this process.
  func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}
