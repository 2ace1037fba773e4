import Foundation
import KeyedArchives

/// The contents of a PhotoKeeper document's `photo.metadata`: the 145×145 thumbnail.
///
/// A `PTKMetadata` object under the top-level key `data`, encoding `Version` (1) and
/// `Thumbnail` (`UIImagePNGRepresentation` of the photo scaled and centre-cropped to
/// 145×145 points). See Spec/Formats/PhotoKeeper.md.
public struct PhotoKeeperMetadata: Hashable, Sendable {
  /// The file name inside the package.
  public static let filename = "photo.metadata"
  /// The archived class name.
  public static let className = "PTKMetadata"
  /// The top-level archive key PhotoKeeper uses.
  public static let archiveKey = "data"
  /// The thumbnail's edge in points (PhotoKeeper's `imageByScalingAndCroppingForSize:`).
  public static let thumbnailSize = 145

  /// The thumbnail's PNG bytes; `nil` when none was saved.
  public var thumbnail: Data?
  /// The payload version (1 for every PhotoKeeper release).
  public var version: Int64

  /// Makes a payload.
  public init(thumbnail: Data?, version: Int64 = 1) {
    self.thumbnail = thumbnail
    self.version = version
  }

  /// Decodes `photo.metadata` bytes.
  ///
  /// - Throws: `KeyedArchiveError` when the archive is malformed or not a `PTKMetadata`.
  public init(archive data: Data, limits: KeyedArchive.Limits = KeyedArchive.Limits()) throws {
    let object = try PhotoKeeperPayload.root(
      of: data, className: Self.className, key: Self.archiveKey, limits: limits)
    self.init(
      thumbnail: try PhotoKeeperPayload.data(object, "Thumbnail"),
      version: try PhotoKeeperPayload.version(object))
  }

  /// The payload as a keyed archive PhotoKeeper (and any `NSKeyedUnarchiver`) reads.
  public func archived() -> Data {
    PhotoKeeperPayload.archive(
      className: Self.className, key: Self.archiveKey, version: version, field: "Thumbnail",
      data: thumbnail)
  }
}
