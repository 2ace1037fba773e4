import Predicates
import Testing

/// Timing, not a pass/fail bound: run with `PREDICATES_BENCHMARK=1 swift test -c release
/// --filter PredicatesTests.PerformanceTests` (figures in Spec/Predicates.md).
@Suite(
  "Evaluation speed",
  .enabled(if: ProcessInfo.processInfo.environment["PREDICATES_BENCHMARK"] != nil))
struct PerformanceTests {
  @Test("name LIKE 'Note_*' over 100,000 dictionaries")
  func like() {
    let items: [[String: Any]] = (0..<100_000).map { index in
      ["name": index % 2 == 0 ? "Note_\(index)" : "Draft \(index)", "size": index]
    }
    let predicate = NSPredicate(format: "name LIKE 'Note_*'")
    let clock = ContinuousClock()
    var matched = 0
    let elapsed = clock.measure {
      matched = items.filtered(using: predicate).count
    }
    print("LIKE over 100000 dictionaries: \(elapsed), \(matched) matched")
    #expect(matched == 50_000)
  }
}
