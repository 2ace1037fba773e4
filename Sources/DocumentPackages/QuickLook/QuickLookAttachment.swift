import Foundation
import Imaging

/// What the bottom half of a composed thumbnail shows: a picture, or the generic file icon.
public enum QuickLookAttachment: Sendable {
  /// Encoded image data (any format Imaging decodes, a PDF's first page included). If it
  /// does not decode, the file icon with `fallbackName`'s extension is drawn instead.
  case image(Data, fallbackName: String)
  /// A picture already decoded (a movie's poster frame).
  case picture(Image)
  /// A file that is not an image: the generic icon labelled with `name`'s extension.
  case file(name: String)
}
