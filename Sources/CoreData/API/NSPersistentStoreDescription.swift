import Foundation

/// How a container opens one store (Apple's `NSPersistentStoreDescription`).
///
/// ```swift
/// let description = NSPersistentStoreDescription(url: storeURL)
/// description.isReadOnly = true
/// container.persistentStoreDescriptions = [description]
/// ```
public final class NSPersistentStoreDescription: CustomStringConvertible {
  /// Where the store is.
  public var url: URL?
  /// The store type (only `NSSQLiteStoreType` is read).
  public var type: String = NSSQLiteStoreType
  /// The model configuration the store holds.
  public var configuration: String?
  /// Whether to open the store read-only (saves then fail); otherwise a missing store is
  /// created.
  public var isReadOnly: Bool = false
  /// Accepted for source compatibility; stores are added synchronously.
  public var shouldAddStoreAsynchronously: Bool = false
  /// Accepted for source compatibility; stores are never migrated.
  public var shouldMigrateStoreAutomatically: Bool = true
  /// Accepted for source compatibility; stores are never migrated.
  public var shouldInferMappingModelAutomatically: Bool = true
  /// The options passed when the store is added.
  public private(set) var options: [String: NSObject] = [:]

  /// A description of the store at `url`.
  public init(url: URL) {
    self.url = url
  }

  /// A description with no URL.
  public init() {}

  /// Sets an option passed when the store is added (`DocpkgUseStoreModelOption`, …).
  public func setOption(_ option: NSObject?, forKey key: String) {
    options[key] = option
  }

  /// The type and URL.
  public var description: String {
    "<NSPersistentStoreDescription> type: \(type), url: \(url?.path ?? "nil"), readOnly: \(isReadOnly)"
  }
}
