import Foundation

/// One file or package found by an ``NSMetadataQuery``: Apple's `NSMetadataItem`, whose
/// attributes are read with ``value(forAttribute:)`` under the `NSMetadataItem…Key` names.
///
/// ```swift
/// let item = NSMetadataItem(url: URL(fileURLWithPath: "Notes/Note_1.note"))
/// item?.value(forAttribute: NSMetadataItemFSNameKey)  // "Note_1.note"
/// ```
///
/// A query keeps one item per document for as long as the document is in its results and
/// updates its attributes in place, as Apple's does, so items compare by identity. Predicates
/// evaluate over items by attribute name, or by the short names of
/// ``MetadataAttributeNames`` (`name LIKE 'Note_*'`).
open class NSMetadataItem: NSObject, KeyValueCodable, @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Any]

  init(values: [String: Any]) {
    self.values = values
    super.init()
  }

  /// The item for the file or package at `url`, or `nil` when nothing is there.
  public convenience init?(url: URL) {
    guard let values = MetadataScanner.attributes(of: url.standardizedFileURL) else {
      return nil
    }
    self.init(values: values)
  }

  /// The names of the attributes the item has.
  open var attributes: [String] {
    lock.withLock { values.keys.sorted() }
  }

  /// The value of the attribute named `key` (an `NSMetadataItem…Key` constant, or a short
  /// name from ``MetadataAttributeNames``), or `nil` when the item has none.
  open func value(forAttribute key: String) -> Any? {
    let name = MetadataAttributeNames.attribute(named: key)
    return lock.withLock { values[name] }
  }

  /// The values of the named attributes that the item has.
  open func values(forAttributes keys: [String]) -> [String: Any]? {
    var result: [String: Any] = [:]
    for key in keys {
      if let value = value(forAttribute: key) { result[key] = value }
    }
    return result
  }

  /// ``value(forAttribute:)``: predicates and sort descriptors read items by attribute name.
  public func value(forKey key: String) -> Any? {
    value(forAttribute: key)
  }

  /// The item's URL (docpkg's shorthand for `value(forAttribute: NSMetadataItemURLKey)`).
  var url: URL? { value(forAttribute: NSMetadataItemURLKey) as? URL }

  var snapshot: [String: Any] { lock.withLock { values } }

  func replaceValues(_ newValues: [String: Any]) {
    lock.withLock { values = newValues }
  }

  /// The item's path.
  open override var description: String {
    "<NSMetadataItem \(value(forAttribute: NSMetadataItemPathKey) as? String ?? "?")>"
  }
}
