/// Orders objects by the value at a key path: Apple's `NSSortDescriptor(key:ascending:)`.
///
/// ```swift
/// let byName = NSSortDescriptor(key: "name", ascending: true)
/// notes.sorted(using: [byName])
/// ```
///
/// Values compare as predicates compare them (numbers by value, strings, dates); `nil`
/// sorts before every value, and values that cannot be compared are equal.
open class NSSortDescriptor: CustomStringConvertible {
  /// The key path compared, or `nil` to compare the objects themselves.
  public let key: String?
  /// Whether smaller values come first.
  public let ascending: Bool
  private let components: [String]

  /// A descriptor comparing the values at `key` (a key path; `nil` compares the objects).
  public init(key: String?, ascending: Bool) {
    self.key = key
    self.ascending = ascending
    components = key.map { $0.split(separator: ".").map(String.init) } ?? []
  }

  /// The same key with the opposite order.
  public var reversedSortDescriptor: NSSortDescriptor {
    NSSortDescriptor(key: key, ascending: !ascending)
  }

  /// The order of `first` and `second` under this descriptor.
  public func compare(_ first: Any?, to second: Any?) -> ComparisonResult {
    let left = Values.normalized(KeyPathLookup.value(of: first, path: components[...]))
    let right = Values.normalized(KeyPathLookup.value(of: second, path: components[...]))
    let order: ComparisonResult
    switch (left, right) {
    case (nil, nil): order = .orderedSame
    case (nil, _): order = .orderedAscending
    case (_, nil): order = .orderedDescending
    default: order = ValueComparison(options: []).order(left, right) ?? .orderedSame
    }
    guard !ascending else { return order }
    switch order {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }

  /// `(key, ascending)`, as Apple prints it.
  public var description: String {
    "(\(key ?? "SELF"), \(ascending ? "ascending" : "descending"), compare:)"
  }
}

extension Sequence {
  /// The elements for which `predicate` is true, in order (Apple's `filtered(using:)`).
  public func filtered(using predicate: NSPredicate) -> [Element] {
    filter { predicate.evaluate(with: $0) }
  }

  /// The elements sorted by the first descriptor, ties broken by the next; a stable sort.
  public func sorted(using descriptors: [NSSortDescriptor]) -> [Element] {
    enumerated().sorted { first, second in
      for descriptor in descriptors {
        switch descriptor.compare(first.element, to: second.element) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return first.offset < second.offset
    }.map(\.element)
  }
}
