import FileWrappers
import Foundation
import Imaging

/// A PhotoKeeper `.ptk` document (`Spec/Formats/PhotoKeeper.md`): `photo.data` (the photo as
/// PNG) and `photo.metadata` (a 145 × 145 fill-cropped PNG thumbnail), both
/// `NSKeyedArchiver` archives a Mac or iOS app reads.
///
/// ```swift
/// let document = try PhotoKeeperDocument(photo: Data(contentsOf: photoURL))
/// try document.save(to: URL(fileURLWithPath: "Beach.ptk"))
/// let again = try PhotoKeeperDocument(url: URL(fileURLWithPath: "Beach.ptk"))
/// ```
public struct PhotoKeeperDocument: Sendable {
  /// The package extension.
  public static let pathExtension = "ptk"
  /// The largest archive file read (256 MiB).
  public static let maximumArchiveBytes = 256 << 20

  /// The contents of `photo.data`.
  public var data: PhotoKeeperData
  /// The contents of `photo.metadata`.
  public var metadata: PhotoKeeperMetadata

  /// Reads both archives of the package at `url`.
  ///
  /// - Throws: `DocumentPackageError` — `.notAPackage`, `.missingEntry`, `.wrongKind`,
  ///   `.unreadableContents` for archives that do not decode.
  public init(url: URL, limits: ReadingLimits = .default) throws(DocumentPackageError) {
    try self.init(folder: PackageFolder(url: url, limits: limits))
  }

  /// Reads both archives of a package tree already read (what a `UIDocument` reads); `name`
  /// names it in errors.
  ///
  /// - Throws: `DocumentPackageError` — `.missingEntry`, `.wrongKind`, `.unreadableContents`.
  public init(fileWrapper: FileWrapper, name: String) throws(DocumentPackageError) {
    try self.init(folder: PackageFolder(path: name, root: fileWrapper))
  }

  /// Reads both archives of a package already opened (a folder, or a zipped package).
  init(folder: PackageFolder) throws(DocumentPackageError) {
    let dataBytes = try Self.archiveBytes(PhotoKeeperData.filename, folder: folder)
    let metadataBytes = try Self.archiveBytes(PhotoKeeperMetadata.filename, folder: folder)
    data = try Self.decode(dataBytes, PhotoKeeperData.filename, folder: folder) {
      try PhotoKeeperData(archive: $0)
    }
    metadata = try Self.decode(metadataBytes, PhotoKeeperMetadata.filename, folder: folder) {
      try PhotoKeeperMetadata(archive: $0)
    }
  }

  /// `decode(bytes)`, its error reported as the unreadable contents of the archive `name`.
  private static func decode<Payload>(
    _ bytes: Data, _ name: String, folder: PackageFolder, _ decode: (Data) throws -> Payload
  ) throws(DocumentPackageError) -> Payload {
    do {
      return try decode(bytes)
    } catch {
      throw DocumentPackageError(
        path: folder.path, cause: .unreadableContents(name: name, reason: "\(error)"))
    }
  }

  /// A new document for the image `photo`: PNG data is stored as given, other formats are
  /// converted to PNG (as `UIImagePNGRepresentation` would); the thumbnail is made with
  /// fill mode at 145 × 145 pixels.
  ///
  /// - Throws: `DocumentPackageError.unreadableContents` when `photo` is not an image.
  public init(photo: Data, name: String = "photo") throws(DocumentPackageError) {
    do {
      let isPNG = ImageFormat(sniffing: photo.prefix(64)) == .png
      let png = isPNG ? photo : try PNGEncoder.encode(ImageDecoder.decode(photo))
      let side = PhotoKeeperMetadata.thumbnailSize
      var thumbnailer = Thumbnailer(
        geometry: ThumbnailGeometry(width: side, height: side, mode: .fill, allowsUpscaling: true))
      thumbnailer.encoding = PNGEncoder.Options()
      let thumbnail = try PNGEncoder.encode(thumbnailer.thumbnail(data: png))
      data = PhotoKeeperData(photo: png)
      metadata = PhotoKeeperMetadata(thumbnail: thumbnail)
    } catch {
      throw DocumentPackageError(
        path: name, cause: .unreadableContents(name: name, reason: "not an image: \(error)"))
    }
  }

  /// The package as a directory wrapper holding the two archives.
  public var fileWrapper: FileWrapper {
    let root = FileWrapper(directoryWithFileWrappers: [:])
    root.addRegularFile(withContents: data.archived(), preferredFilename: PhotoKeeperData.filename)
    root.addRegularFile(
      withContents: metadata.archived(), preferredFilename: PhotoKeeperMetadata.filename)
    return root
  }

  /// Writes the package to `url` atomically.
  public func save(to url: URL) throws(DocumentPackageError) {
    try PackageWriting.write(fileWrapper, to: url, original: nil)
  }

  private static func archiveBytes(_ name: String, folder: PackageFolder)
    throws(DocumentPackageError) -> Data
  {
    let file = try PackageFolder.regularFile(
      name, in: folder.root, displayPath: name, packagePath: folder.path)
    if let size = file.regularFileSize, size > maximumArchiveBytes {
      throw DocumentPackageError(
        path: folder.path,
        cause: .unreadableContents(name: name, reason: "larger than \(maximumArchiveBytes) bytes"))
    }
    return try PackageFolder.contents(of: file, displayPath: name, packagePath: folder.path)
  }
}
