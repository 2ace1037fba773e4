import Foundation
import Synchronization

/// Where temporary object IDs come from: one UUID per process and an atomic counter.
final class TemporaryIDs: Sendable {
  static let shared = TemporaryIDs()

  /// The process's UUID, the first part of every temporary ID's token.
  let prefix = UUID().uuidString
  private let count = Atomic<UInt64>(0)

  /// The next number, never given out before in this process.
  func next() -> UInt64 {
    count.add(1, ordering: .relaxed).newValue
  }
}
