import Drawing
import Imaging

/// The geometry of a `.note`'s `QuickLook/Thumbnail.png` (Spec/Formats/Note.md, v1):
/// a 512 × 512 white icon with 32 px margins, text on top and the first attachment below,
/// or text alone.
public enum NoteThumbnailLayout {
  /// A rectangle in pixels, origin at the top left: Imaging's own `PixelRect`.
  public typealias Rect = PixelRect

  /// The icon's edge in pixels.
  public static let size = 512
  /// The margin on every side.
  public static let margin = 32
  /// Text scale: pixels per RTF point.
  public static let pixelsPerPoint = 2.0
  /// The smallest text size drawn, in pixels.
  public static let minimumTextPixels = 10.0

  /// Where the text goes: the top half when there is an attachment, else the whole
  /// content area.
  public static func textRect(hasAttachment: Bool) -> Rect {
    hasAttachment
      ? Rect(x: 32, y: 32, width: 448, height: 208) : Rect(x: 32, y: 32, width: 448, height: 448)
  }

  /// Where the first attachment's thumbnail goes (fit, centred).
  public static let attachmentRect = Rect(x: 32, y: 272, width: 448, height: 208)
}
