import Foundation

/// Runs an action once events have been quiet for `delay`, or at the latest `maximumDelay`
/// after the first of a burst: one save's many file-system events become one reload.
final class Coalescer: @unchecked Sendable {
  private let queue: DispatchQueue
  private let delay: TimeInterval
  private let maximumDelay: TimeInterval
  private let action: @Sendable () -> Void
  private let lock = NSLock()
  private var generation = 0
  private var burstStart: Date?

  init(
    label: String, delay: TimeInterval, maximumDelay: TimeInterval,
    action: @escaping @Sendable () -> Void
  ) {
    queue = DispatchQueue(label: label)
    self.delay = delay
    self.maximumDelay = maximumDelay
    self.action = action
  }

  /// Notes one event.
  func signal() {
    let (current, wait): (Int, TimeInterval) = lock.withLock {
      generation += 1
      let start = burstStart ?? Date()
      burstStart = start
      let remaining = maximumDelay - Date().timeIntervalSince(start)
      return (generation, max(0, min(delay, remaining)))
    }
    queue.asyncAfter(deadline: .now() + wait) { [self] in
      let fire: Bool = lock.withLock {
        let overdue = burstStart.map { Date().timeIntervalSince($0) >= maximumDelay } ?? false
        guard current == generation || overdue, burstStart != nil else { return false }
        burstStart = nil
        return true
      }
      if fire { action() }
    }
  }
}
