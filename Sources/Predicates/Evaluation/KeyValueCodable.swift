/// A value whose properties predicates read by key: the seam through which dictionaries,
/// metadata items and managed objects are evaluated.
///
/// Key paths (`department.name`) are walked one key at a time; a collection met on the way
/// gives the collection of its elements' values (as Apple's key-value coding does), and the
/// collection operators `@count`, `@sum`, `@avg`, `@min`, `@max`,
/// `@distinctUnionOfObjects` and `@unionOfObjects` apply to collections.
///
/// ```swift
/// struct Note: KeyValueCodable {
///   var title: String
///   func value(forKey key: String) -> Any? { key == "title" ? title : nil }
/// }
/// NSPredicate(format: "title BEGINSWITH 'Trip'").evaluate(with: Note(title: "Trip"))  // true
/// ```
public protocol KeyValueCodable {
  /// The value of the property named `key`, or `nil` when there is none.
  func value(forKey key: String) -> Any?
}

extension Dictionary: KeyValueCodable where Key == String {
  /// The dictionary's value for `key`.
  public func value(forKey key: String) -> Any? {
    self[key].map { $0 as Any }
  }
}
