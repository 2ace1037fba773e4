import Foundation

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
  /// - Throws: ``KeyedArchiveError`` when the archive is malformed or not a `PTKData`.
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
  /// - Throws: ``KeyedArchiveError`` when the archive is malformed or not a `PTKMetadata`.
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

/// What `PTKData` and `PTKMetadata` share: one versioned object with one data field.
enum PhotoKeeperPayload {
  static func root(
    of data: Data, className: String, key: String, limits: KeyedArchive.Limits
  ) throws -> ArchivedObject {
    let archive = try KeyedArchive(decoding: data, limits: limits)
    switch try archive.object(forKey: key) {
    case .object(let object) where object.isClass(className): return object
    case let other:
      throw KeyedArchiveError.unexpectedClass(expected: className, found: other.kindName)
    }
  }

  /// A data field; a missing key or `$null` means no image (UIImagePNGRepresentation(nil)).
  static func data(_ object: ArchivedObject, _ key: String) throws -> Data? {
    switch object.fields[key] {
    case nil, .null?: return nil
    case .data(let data)?: return data
    case let other?:
      throw KeyedArchiveError.typeMismatch(key: key, expected: "data", found: other.kindName)
    }
  }

  /// `Version`; absent reads as 0, as `decodeIntForKey:` does.
  static func version(_ object: ArchivedObject) throws -> Int64 {
    switch object.fields["Version"] {
    case nil: return 0
    case .integer(let number)?: return number
    case let other?:
      throw KeyedArchiveError.typeMismatch(
        key: "Version", expected: "integer", found: other.kindName)
    }
  }

  static func archive(
    className: String, key: String, version: Int64, field: String, data: Data?
  ) -> Data {
    var fields: [String: ArchivedValue] = ["Version": .integer(version)]
    fields[field] = data.map { .data($0) } ?? .null
    let object = ArchivedObject(className: className, fields: fields)
    return KeyedArchive(topLevel: [key: .object(object)]).encoded()
  }
}
