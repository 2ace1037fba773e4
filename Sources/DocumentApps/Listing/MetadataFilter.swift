import Foundation

import class Predicates.NSPredicate

/// A predicate over documents' `NSMetadataItem` attributes, for listing a folder with a
/// `WHERE` clause (`docpkg list DIR --where "name LIKE 'Note_*'"`).
///
/// Attribute names are the `NSMetadataItem…Key` values (`kMDItemFSName`), the constant names
/// (`NSMetadataItemFSNameKey`) or the short names of ``MetadataAttributeNames`` (`name`,
/// `size`, `modified`, …).
///
/// ```swift
/// let filter = try MetadataFilter(parsing: "name LIKE 'Note_*' AND size > 1000")
/// let notes = entries.filter { filter.matches(folder.appendingPathComponent($0.name)) }
/// ```
public struct MetadataFilter: @unchecked Sendable {
  /// The parsed predicate.
  public let predicate: NSPredicate

  /// Parses `format` (Apple's predicate format language).
  ///
  /// - Throws: `PredicateFormatError` naming the offset and what was expected.
  public init(parsing format: String) throws {
    predicate = try NSPredicate(parsing: format)
  }

  /// A filter for an already built predicate.
  public init(predicate: NSPredicate) {
    self.predicate = predicate
  }

  /// Whether the document at `url` satisfies the predicate (`false` when nothing is there).
  public func matches(_ url: URL) -> Bool {
    guard let item = NSMetadataItem(url: url) else { return false }
    return predicate.evaluate(with: item)
  }

  /// Whether a metadata item satisfies the predicate.
  public func matches(_ item: NSMetadataItem) -> Bool {
    predicate.evaluate(with: item)
  }

  /// Whether attribute values (keyed by attribute or short name) satisfy the predicate.
  public func matches(attributes: [String: Any]) -> Bool {
    var values: [String: Any] = [:]
    for (key, value) in attributes { values[MetadataAttributeNames.attribute(named: key)] = value }
    return predicate.evaluate(with: NSMetadataItem(values: values))
  }

  /// The documents of `urls` that satisfy the predicate, in order.
  public func filter(_ urls: [URL]) -> [URL] {
    urls.filter(matches)
  }
}
