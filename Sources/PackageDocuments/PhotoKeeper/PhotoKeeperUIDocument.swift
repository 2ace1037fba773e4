import DocumentApps
import DocumentPackages
import FileWrappers

/// A PhotoKeeper `.ptk` package as a `UIDocument`
/// (`Spec/Formats/PhotoKeeper.md`): PhotoKeeper's `PTKDocument`, whose contents are a folder
/// of two `NSKeyedArchiver` files (`photo.data`, `photo.metadata`), built on
/// `PhotoKeeperDocument`.
///
/// ```swift
/// let document = PhotoKeeperUIDocument(fileURL: folder.appendingPathComponent("Beach.ptk"))
/// try document.modelQueue.sync { try document.setPhoto(Data(contentsOf: jpegURL)) }
/// _ = await document.save(to: document.fileURL, for: .forCreating)
/// ```
open class PhotoKeeperUIDocument: UIDocument, @unchecked Sendable {
  // @unchecked: `photo` is read and replaced only on `modelQueue` (documented for callers).

  /// The photo and its thumbnail; `nil` for a new document until ``setPhoto(_:)``. Read and
  /// change it on `modelQueue`.
  public private(set) var photo: PhotoKeeperDocument?

  /// Replaces the photo (any image docpkg decodes; stored as PNG with a 145 × 145 thumbnail,
  /// as PhotoKeeper makes them) and records the change. Call it on the model queue.
  ///
  /// - Throws: `DocumentPackageError.unreadableContents` when `image` is not an image.
  open func setPhoto(_ image: Data) throws {
    photo = try PhotoKeeperDocument(photo: image, name: fileURL.lastPathComponent)
    updateChangeCount(.done)
  }

  /// Loads both archives from the package tree the document read.
  ///
  /// - Throws: `readFailed(path:reason:)` for a file;
  ///   `DocumentPackageError` for a package whose archives are missing or do not decode.
  open override func load(fromContents contents: Any, ofType typeName: String?) throws {
    photo = try PhotoKeeperDocument(fileWrapper: packageFolder(in: contents), name: fileURL.path)
  }

  /// The package tree with both archives.
  ///
  /// - Throws: `writeFailed(path:reason:)` while the document has
  ///   no photo.
  open override func contents(forType typeName: String) throws -> Any {
    guard let photo else {
      throw DocumentError.writeFailed(
        path: fileURL.path, reason: "the document has no photo yet (setPhoto(_:))")
    }
    return photo.fileWrapper
  }
}
