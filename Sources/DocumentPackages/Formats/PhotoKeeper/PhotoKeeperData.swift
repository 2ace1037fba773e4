import Foundation
import KeyedArchives

/// The contents of a PhotoKeeper document's `photo.data`: the photo as PNG bytes.
///
/// PhotoKeeper (Ray Wenderlich's UIDocument/iCloud sample, 2012) saves a `PTKData` object
/// with `NSKeyedArchiver` under the top-level key `data`; the object encodes
/// `encodeInt:1 forKey:@"Version"` and `encodeObject:UIImagePNGRepresentation(photo)
/// forKey:@"Photo"`. See Spec/Formats/PhotoKeeper.md.
///
/// ```swift
/// let payload = try PhotoKeeperData(archive: Data(contentsOf: url))
/// let png = payload.photo
/// ```
public struct PhotoKeeperData: Hashable, Sendable {
  /// The file name inside the package.
  public static let filename = "photo.data"
  /// The archived class name.
  public static let className = "PTKData"
  /// The top-level archive key PhotoKeeper uses.
  public static let archiveKey = "data"

  /// The photo's image bytes (PNG as PhotoKeeper writes them); `nil` when none was saved.
  public var photo: Data?
  /// The payload version (1 for every PhotoKeeper release).
  public var version: Int64

  /// Makes a payload.
  public init(photo: Data?, version: Int64 = 1) {
    self.photo = photo
    self.version = version
  }

  /// Decodes `photo.data` bytes.
  ///
  /// - Throws: `KeyedArchiveError` when the archive is malformed or not a `PTKData`.
  public init(archive data: Data, limits: KeyedArchive.Limits = KeyedArchive.Limits()) throws {
    let object = try PhotoKeeperPayload.root(
      of: data, className: Self.className, key: Self.archiveKey, limits: limits)
    self.init(
      photo: try PhotoKeeperPayload.data(object, "Photo"),
      version: try PhotoKeeperPayload.version(object))
  }

  /// The payload as a keyed archive PhotoKeeper (and any `NSKeyedUnarchiver`) reads.
  public func archived() -> Data {
    PhotoKeeperPayload.archive(
      className: Self.className, key: Self.archiveKey, version: version, field: "Photo", data: photo
    )
  }
}
