import Foundation

/// Runs a batch's inputs on `jobs` threads and hands each finished input, as it finishes,
/// to the calling thread (the only one that prints), in completion order.
///
/// ```swift
/// let results = BatchRunner(jobs: 4).run(count: paths.count) { index in
///   convert(paths[index])
/// } finished: { index, result, milliseconds in
///   print(paths[index], result, "\(milliseconds) ms")
/// } tick: {
///   redrawProgress()
/// }
/// ```
public struct BatchRunner: Sendable {
  /// Parallel jobs, at least 1.
  public var jobs: Int

  /// A runner with `jobs` threads (fewer when there are fewer inputs).
  public init(jobs: Int) {
    self.jobs = jobs
  }

  /// Runs `work(0..<count)` on the threads; on the calling thread, calls `finished` for
  /// each input as it finishes (with its wall time) and `tick` at least every 200 ms.
  /// - Returns: the results in input order.
  @discardableResult
  public func run<Result: Sendable>(
    count: Int, work: @escaping @Sendable (Int) -> Result,
    finished: (_ index: Int, _ result: Result, _ milliseconds: Int) -> Void,
    tick: () -> Void = {}
  ) -> [Result?] {
    let queue = CompletionQueue<Result>(count: count)
    let signal = DispatchSemaphore(value: 0)
    for _ in 0..<max(1, min(jobs, count)) where count > 0 {
      let thread = Thread {
        while let index = queue.next() {
          let start = DispatchTime.now().uptimeNanoseconds
          let result = work(index)
          let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
          queue.finish(index, result, milliseconds: milliseconds)
          signal.signal()
        }
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
    var reported = 0
    while reported < count {
      // Wake at least every 200 ms so the rate and ETA stay current on slow inputs.
      _ = signal.wait(timeout: .now() + .milliseconds(200))
      for (index, result, milliseconds) in queue.takeFinished() {
        finished(index, result, milliseconds)
        reported += 1
      }
      tick()
    }
    return queue.results
  }
}

/// The inputs handed out and the results handed back, under one lock.
private final class CompletionQueue<Result: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private let count: Int
  private var stored: [Result?]
  private var pending: [(Int, Result, Int)] = []

  init(count: Int) {
    self.count = count
    stored = Array(repeating: nil, count: count)
  }

  func next() -> Int? {
    lock.withLock {
      guard nextIndex < count else { return nil }
      defer { nextIndex += 1 }
      return nextIndex
    }
  }

  func finish(_ index: Int, _ result: Result, milliseconds: Int) {
    lock.withLock {
      stored[index] = result
      pending.append((index, result, milliseconds))
    }
  }

  func takeFinished() -> [(Int, Result, Int)] {
    lock.withLock {
      defer { pending.removeAll(keepingCapacity: true) }
      return pending
    }
  }

  var results: [Result?] { lock.withLock { stored } }
}
