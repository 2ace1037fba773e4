import Dispatch
import Foundation

/// The queue a context's blocks run on: the main queue for a main-queue context, a serial
/// queue of its own for a private-queue one.
///
/// `performAndWait` is reentrant: a block that runs on the queue, or that a thread waiting on
/// the queue is blocked for, runs at once instead of waiting (which would deadlock). The
/// queues a waiting thread holds travel with the block it waits for, in the thread's
/// dictionary, so a child context saved from inside its main-queue parent's
/// `performAndWait` reaches the parent without waiting for the blocked main thread.
final class ContextQueue: @unchecked Sendable {
  let queue: DispatchQueue
  let isMain: Bool
  private let key = DispatchSpecificKey<Bool>()

  /// The queue of the main thread, shared by every main-queue context.
  private static let mainToken = "main"
  private static let heldKey = "org.docpkg.CoreData.heldContextQueues"

  init(_ type: NSManagedObjectContext.ConcurrencyType, label: String) {
    switch type {
    case .mainQueueConcurrencyType:
      queue = .main
      isMain = true
      _ = Self.markMainQueue
    case .privateQueueConcurrencyType:
      queue = DispatchQueue(label: label)
      isMain = false
      queue.setSpecific(key: key, value: true)
    }
  }

  private var token: String { isMain ? Self.mainToken : "\(ObjectIdentifier(self))" }

  /// Marks the main queue once, so that code running on it is recognised when the main
  /// queue is not drained by the main thread (after `dispatch_main()`, as in `swift test`).
  private static let mainKey = DispatchSpecificKey<Bool>()
  private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: mainKey, value: true)

  /// Whether the calling code runs on this queue, or for a thread blocked on it.
  var isCurrent: Bool {
    let onQueue =
      isMain
      ? Thread.isMainThread || DispatchQueue.getSpecific(key: Self.mainKey) == true
      : DispatchQueue.getSpecific(key: key) == true
    return onQueue || Self.held.contains(token)
  }

  /// Runs `block` on the queue later.
  func async(_ block: @escaping () -> Void) {
    let transfer = UncheckedTransfer(block)
    queue.async { transfer.value() }
  }

  /// Runs `block` on the queue and waits for it; at once when the queue is current.
  func sync<T, E: Error>(_ block: () throws(E) -> T) throws(E) -> T {
    if isCurrent { return try block() }
    let held = Self.held.union([token])
    return try withoutActuallyEscaping(block) { escapable throws(E) -> T in
      let transfer = UncheckedTransfer(escapable)
      let result = queue.sync {
        UncheckedTransfer(
          Self.holding(held) { () -> Result<T, E> in
            do throws(E) { return .success(try transfer.value()) } catch { return .failure(error) }
          })
      }
      return try result.value.get()
    }
  }

  /// The queues the threads waiting for the running block hold.
  private static var held: Set<String> {
    Thread.current.threadDictionary[heldKey] as? Set<String> ?? []
  }

  private static func holding<T>(_ queues: Set<String>, _ body: () -> T) -> T {
    let dictionary = Thread.current.threadDictionary
    let before = dictionary[heldKey]
    dictionary[heldKey] = queues
    defer { dictionary[heldKey] = before }
    return body()
  }
}

/// A value handed to a block on another queue: the context's rules (each context used from
/// its own queue) make the handover safe, which the compiler cannot see.
struct UncheckedTransfer<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
