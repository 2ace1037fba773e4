import Foundation

/// The small part of a photo document, read for the master list without the photo: a
/// thumbnail and a title, archived with `NSKeyedArchiver`.
public final class PhotoMetadata: NSObject, NSSecureCoding, @unchecked Sendable {
  public static var supportsSecureCoding: Bool { true }

  /// A small version of the photo (encoded image bytes).
  public var thumbnail: Data
  /// The photo's title.
  public var title: String

  /// Metadata with a thumbnail and a title.
  public init(thumbnail: Data, title: String) {
    self.thumbnail = thumbnail
    self.title = title
  }

  public func encode(with coder: NSCoder) {
    coder.encode(thumbnail as NSData, forKey: "thumbnail")
    coder.encode(title as NSString, forKey: "title")
  }

  public required init?(coder: NSCoder) {
    guard let thumbnail = coder.decodeObject(of: NSData.self, forKey: "thumbnail"),
      let title = coder.decodeObject(of: NSString.self, forKey: "title")
    else { return nil }
    self.thumbnail = thumbnail as Data
    self.title = title as String
  }
}

/// The large part: the photo itself, archived with `NSKeyedArchiver`.
public final class PhotoData: NSObject, NSSecureCoding, @unchecked Sendable {
  public static var supportsSecureCoding: Bool { true }

  /// The encoded image.
  public var photo: Data

  /// Data holding `photo`.
  public init(photo: Data) {
    self.photo = photo
  }

  public func encode(with coder: NSCoder) {
    coder.encode(photo as NSData, forKey: "photo")
  }

  public required init?(coder: NSCoder) {
    guard let photo = coder.decodeObject(of: NSData.self, forKey: "photo") else { return nil }
    self.photo = photo as Data
  }
}
