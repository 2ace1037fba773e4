import CoreData
import Foundation
import Testing

/// `perform`, `performAndWait` and async `perform` on main-queue and private-queue contexts.
@Suite struct ContextQueueTests {
  /// A list blocks on a context's queue append to (only ever touched on that queue).
  final class Log: @unchecked Sendable {
    var entries: [Int] = []
  }

  /// Set on the main queue only: `swift test` drains the main queue on a worker thread after
  /// `dispatch_main()`, so `Thread.isMainThread` cannot tell.
  static let mainQueueKey: DispatchSpecificKey<Int> = {
    let key = DispatchSpecificKey<Int>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  static var onMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == 1 }

  @Test func performIsEnqueuedEvenFromTheContextsOwnQueue() {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    let log = Log()
    context.performAndWait {
      context.perform { log.entries.append(2) }
      log.entries.append(1)
    }
    // performAndWait waits behind the block perform enqueued.
    let entries = context.performAndWait { log.entries }
    #expect(entries == [1, 2])
  }

  @Test func performAndWaitIsReentrantAndReturnsAndThrows() throws {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    let value = context.performAndWait { context.performAndWait { 7 } * 6 }
    #expect(value == 42)
    struct Failure: Error, Equatable {}
    #expect(throws: Failure()) { try context.performAndWait { throw Failure() } }
  }

  @Test func blocksRunOneAtATime() {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    let log = Log()
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      context.perform { log.entries.append(index) }
    }
    let entries = context.performAndWait { log.entries }
    #expect(entries.count == 200)
    #expect(Set(entries).count == 200)
  }

  @Test func asyncPerformOnAPrivateQueue() async throws {
    let store = try WritableStore()
    defer { store.remove() }
    let container = try store.container()
    let context = container.newBackgroundContext()
    let count = try await context.perform {
      let vocabulary = NSEntityDescription.insertNewObject(
        forEntityName: "Vocabulary", into: context)
      vocabulary.setValue("German", forKey: "name")
      try context.save()
      return try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Vocabulary"))
    }
    #expect(count == 1)
    await #expect(throws: SaveError.self) {
      try await context.perform {
        _ = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
        try context.save()  // "name" is mandatory
      }
    }
    let enqueued = await context.perform(schedule: .enqueued) { context.hasChanges }
    #expect(enqueued)
  }

  @Test func mainQueueContextRunsOnTheMainQueue() async {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    #expect(await context.perform { Self.onMainQueue })
    #expect(context.performAndWait { Self.onMainQueue })
    let log = Log()
    // In an async function `perform { }` is the async overload, as on Apple platforms.
    let enqueue = { context.perform { log.entries.append(Self.onMainQueue ? 1 : 0) } }
    enqueue()
    #expect(await context.perform(schedule: .enqueued) { log.entries } == [1])
  }

  @Test func waitingAcrossQueuesDoesNotDeadlock() {
    let main = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    let background = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    let value = main.performAndWait {
      // The main queue is blocked waiting for the background block: the inner block runs
      // at once, for it, instead of waiting for the main queue.
      background.performAndWait { main.performAndWait { 1 } + (Self.onMainQueue ? 0 : 1) }
    }
    #expect(value == 2)
  }

  @Test func performBackgroundTaskUsesAPrivateContext() async throws {
    let store = try WritableStore()
    defer { store.remove() }
    let container = try store.container()
    let type = await container.performBackgroundTask { context in context.concurrencyType }
    #expect(type == .privateQueueConcurrencyType)
    let log = Log()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      container.performBackgroundTask { context in
        log.entries.append(context.hasChanges ? 1 : 0)
        done.resume()
      }
    }
    #expect(log.entries == [0])
  }
}
