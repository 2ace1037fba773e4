import Foundation

/// Runs a batch's inputs on `jobs` threads and hands each finished input, as it finishes,
/// to a ``BatchReporter`` on the calling thread (the only one that prints).
struct BatchRunner: Sendable {
  /// Parallel jobs, at least 1.
  var jobs: Int

  /// Runs `work(0..<count)`, reporting each outcome; returns them in input order.
  func run(
    count: Int, reporter: inout BatchReporter, output: inout Output,
    work: @escaping @Sendable (Int) -> BatchOutcome
  ) -> [BatchOutcome?] {
    let queue = CompletionQueue(count: count)
    let finished = DispatchSemaphore(value: 0)
    for _ in 0..<max(1, min(jobs, count)) where count > 0 {
      let thread = Thread {
        while let index = queue.next() {
          let start = DispatchTime.now().uptimeNanoseconds
          var outcome = work(index)
          outcome.milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
          queue.finish(index, outcome)
          finished.signal()
        }
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
    var reported = 0
    while reported < count {
      // Wake at least every 200 ms so the rate and ETA stay current on slow inputs.
      _ = finished.wait(timeout: .now() + .milliseconds(200))
      for (index, outcome) in queue.takeFinished() {
        reporter.finished(index, outcome, output: &output)
        reported += 1
      }
      reporter.tick(output: &output)
    }
    return queue.results
  }

  private final class CompletionQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int
    private var stored: [BatchOutcome?]
    private var pending: [(Int, BatchOutcome)] = []

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

    func finish(_ index: Int, _ outcome: BatchOutcome) {
      lock.withLock {
        stored[index] = outcome
        pending.append((index, outcome))
      }
    }

    func takeFinished() -> [(Int, BatchOutcome)] {
      lock.withLock {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
      }
    }

    var results: [BatchOutcome?] { lock.withLock { stored } }
  }
}
