import Foundation

/// The `DocumentMetadata.plist` a `UIManagedDocument` keeps beside its `StoreContent` (the
/// persistent store options it was saved with, such as `NSPersistentStoreUbiquitousContentNameKey`
/// for a document iOS 5–9 kept in iCloud). docpkg names its keys; it does not act on them.
enum ManagedDocumentMetadata {
  /// The file's name inside the package.
  static let name = "DocumentMetadata.plist"
  /// The largest `DocumentMetadata.plist` read.
  static let maximumBytes = 1 << 20

  /// Why the file could not be read.
  struct Problem: Error {
    var reason: String
  }

  /// The top-level keys of the package's `DocumentMetadata.plist`, sorted; nil when the
  /// package has none.
  static func keys(inPackageAt url: URL) -> Result<[String]?, Problem> {
    let file = url.appendingPathComponent(name)
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else {
      return .success(nil)
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      return .failure(Problem(reason: "is not a regular file"))
    }
    if let size = attributes[.size] as? Int, size > maximumBytes {
      return .failure(Problem(reason: "is \(size) bytes (at most \(maximumBytes) are read)"))
    }
    guard let data = try? Data(contentsOf: file) else {
      return .failure(Problem(reason: "cannot be read"))
    }
    guard
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let dictionary = plist as? [String: Any]
    else {
      return .failure(Problem(reason: "is not a property list dictionary (damaged)"))
    }
    return .success(dictionary.keys.sorted())
  }
}
