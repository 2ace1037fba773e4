import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(DocumentApps)
  import DocumentApps
#endif

/// PhotoKeeper's document (`Beach.ptk`): a package with `photo.metadata` and `photo.data`,
/// each an `NSKeyedArchiver` archive, so the list reads only the small metadata.
public final class PhotoDocument: UIDocument, @unchecked Sendable {
  static let metadataName = "photo.metadata"
  static let dataName = "photo.data"

  private let modelLock = NSLock()
  private var storedMetadata: PhotoMetadata?
  private var storedPhoto: PhotoData?

  /// The metadata (thumbnail, title).
  public var metadata: PhotoMetadata? {
    get { modelLock.withLock { storedMetadata } }
    set { modelLock.withLock { storedMetadata = newValue } }
  }

  /// The photo.
  public var photo: Data? {
    get { modelLock.withLock { storedPhoto?.photo } }
    set { modelLock.withLock { storedPhoto = newValue.map(PhotoData.init(photo:)) } }
  }

  public override func contents(forType typeName: String) throws -> Any {
    let (metadata, photo) = modelLock.withLock { (storedMetadata, storedPhoto) }
    var children: [String: FileWrapper] = [:]
    if let metadata {
      children[Self.metadataName] = FileWrapper(
        regularFileWithContents: try NSKeyedArchiver.archivedData(
          withRootObject: metadata, requiringSecureCoding: true))
    }
    if let photo {
      children[Self.dataName] = FileWrapper(
        regularFileWithContents: try NSKeyedArchiver.archivedData(
          withRootObject: photo, requiringSecureCoding: true))
    }
    return FileWrapper(directoryWithFileWrappers: children)
  }

  public override func load(fromContents contents: Any, ofType typeName: String?) throws {
    guard let package = contents as? FileWrapper, let children = package.fileWrappers else {
      throw CocoaError(.fileReadCorruptFile)
    }
    let metadata = try children[Self.metadataName]?.regularFileContents.flatMap {
      try NSKeyedUnarchiver.unarchivedObject(ofClass: PhotoMetadata.self, from: $0)
    }
    let photo = try children[Self.dataName]?.regularFileContents.flatMap {
      try NSKeyedUnarchiver.unarchivedObject(ofClass: PhotoData.self, from: $0)
    }
    modelLock.withLock {
      storedMetadata = metadata
      storedPhoto = photo
    }
  }

  /// Reads only the metadata of the document at `url` (for the master list).
  public static func readMetadata(at url: URL) -> PhotoMetadata? {
    guard let data = try? Data(contentsOf: url.appendingPathComponent(metadataName)) else {
      return nil
    }
    return try? NSKeyedUnarchiver.unarchivedObject(ofClass: PhotoMetadata.self, from: data)
  }
}
