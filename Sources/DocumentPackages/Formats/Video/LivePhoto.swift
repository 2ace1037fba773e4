/// Apple's Live Photo pairing key, read from a still (`Spec/Formats/Video.md`, "Live
/// Photos").
///
/// ```swift
/// let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "IMG_0001.JPG")))
/// LivePhoto.contentIdentifier(ofStill: bytes)   // "ED6DC393-…", as the movie's
///                                               // com.apple.quicktime.content.identifier
/// ```
public enum LivePhoto {
  /// The content identifier in a JPEG's (or HEIC's) Apple maker note, tag 17; `nil` when
  /// there is none or the bytes are malformed (never a trap).
  /// - Parameter bytes: the still's file contents.
  /// - Returns: the identifier, as the paired movie carries it.
  public static func contentIdentifier(ofStill bytes: [UInt8]) -> String? {
    if let identifier = AppleMakerNote.contentIdentifier(inJPEG: bytes) { return identifier }
    return LivePhotoPair.identifier(inTIFFOf: bytes)
  }
}
