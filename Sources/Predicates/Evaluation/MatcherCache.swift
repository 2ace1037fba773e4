import Foundation

/// String matchers for right sides that are not constant (`name MATCHES pattern`,
/// `name LIKE $PATTERN`), kept per comparison so a pattern is compiled once however many
/// objects are evaluated, not once per evaluation. An `NSRegularExpression` costs an ICU
/// compile (and on Linux some allocations that live as long as the process's ICU caches).
/// Bounded: at most ``capacity`` patterns, then it starts again.
final class MatcherCache: @unchecked Sendable {
  static let capacity = 32

  private let lock = NSLock()
  private var matchers: [String: StringMatcher] = [:]

  /// The matcher for `pattern`, made by `make` the first time it is asked for.
  func matcher(for pattern: String, make: (String) -> StringMatcher?) -> StringMatcher? {
    if let known = lock.withLock({ matchers[pattern] }) { return known }
    guard let made = make(pattern) else { return nil }
    lock.withLock {
      if matchers.count >= Self.capacity { matchers.removeAll(keepingCapacity: true) }
      matchers[pattern] = made
    }
    return made
  }
}
