import Foundation

extension NSManagedObjectContext {
  /// When an async ``perform(schedule:isolation:_:)`` block runs (Apple's
  /// `NSManagedObjectContext.ScheduledTaskType`).
  public enum ScheduledTaskType: Sendable {
    /// At once when the caller is already on the context's queue, else enqueued.
    case immediate
    /// After the blocks already on the context's queue.
    case enqueued
  }

  /// Runs `block` on the context's queue later (the main queue for a main-queue context) and
  /// returns at once.
  ///
  /// Blocks run one at a time, in the order they were given, also when `perform` is called
  /// from the context's own queue. After each block the context posts its pending
  /// `NSManagedObjectContextObjectsDidChange` (``processPendingChanges()``), as Apple's does.
  public func perform(_ block: @escaping () -> Void) {
    execution.async {
      block()
      self.processPendingChanges()
    }
  }

  /// Runs `block` on the context's queue and returns its result when it has run.
  ///
  /// Reentrant: called from a block already running on the queue (or from code the queue
  /// waits for), `block` runs at once.
  ///
  /// - Throws: What `block` throws.
  public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
    try execution.sync(block)
  }

  /// Runs `block` on the context's queue and returns its result (Apple's async `perform`).
  ///
  /// With ``ScheduledTaskType/immediate`` (the default) a caller already on the queue runs
  /// `block` at once; otherwise it waits for the blocks enqueued before it. Pending changes
  /// are processed after the block, as after ``perform(_:)``.
  ///
  /// - Parameters:
  ///   - schedule: When the block runs.
  ///   - isolation: The caller's actor, which stays the caller's (filled in by the compiler).
  ///   - block: The work, which may use the context and its objects.
  /// - Returns: What `block` returns.
  /// - Throws: What `block` throws.
  public func perform<T, E: Error>(
    schedule: ScheduledTaskType = .immediate, isolation: isolated (any Actor)? = #isolation,
    _ block: @escaping () throws(E) -> T
  ) async throws(E) -> T {
    if schedule == .immediate, execution.isCurrent {
      defer { processPendingChanges() }
      return try block()
    }
    let transfer = UncheckedTransfer(block)
    let result = await withCheckedContinuation(isolation: isolation) {
      (continuation: CheckedContinuation<UncheckedTransfer<Result<T, E>>, Never>) in
      execution.async {
        let outcome: Result<T, E>
        do throws(E) { outcome = .success(try transfer.value()) } catch {
          outcome = .failure(error)
        }
        self.processPendingChanges()
        continuation.resume(returning: UncheckedTransfer(outcome))
      }
    }
    return try result.value.get()
  }
}
