import Drawing
import Foundation
import Imaging
import RichText

/// Composes the 512 × 512 QuickLook icon of a `.note` (and of RTFD documents, which have no
/// QuickLook folder) as `Spec/Formats/Note.md` describes: white, the text in the top half and
/// the first attachment's thumbnail in the bottom half, or the text alone.
///
/// ```swift
/// let composer = QuickLookComposer()
/// let image = composer.compose(text: document, attachment: .file(name: "report.pdf"))
/// let png = try composer.thumbnailPNG(text: document, attachment: nil, fingerprint: print)
/// ```
public struct QuickLookComposer: Sendable {
  /// Where glyphs come from.
  public var fonts: FontCache

  /// A composer drawing with `fonts` (the shared fontconfig cache by default).
  public init(fonts: FontCache = .shared) {
    self.fonts = fonts
  }

  /// The icon as an opaque RGB image, `side` pixels square (`NoteThumbnailLayout.size`,
  /// 512, by default). Other sides scale the whole layout — margins, rectangles and text
  /// sizes — by `side / 512`, so a small thumbnail is drawn at its own size (hinted text,
  /// the picture decoded only as large as needed) rather than shrunk from 512.
  public func compose(
    text: AttributedDocument, attachment: QuickLookAttachment?,
    side: Int = NoteThumbnailLayout.size
  ) -> Image {
    let side = max(1, min(side, 4096))
    let scale = Double(side) / Double(NoteThumbnailLayout.size)
    var canvas = Canvas(width: side, height: side, background: .white)
    let textRect = pixelRect(
      NoteThumbnailLayout.textRect(hasAttachment: attachment != nil), scale: scale)
    canvas.drawText(
      QuickLookText.paragraphs(from: text, scale: scale), in: textRect, fonts: fonts)
    if let attachment {
      let rect = pixelRect(NoteThumbnailLayout.attachmentRect, scale: scale)
      switch attachment {
      case .image(let data, let fallbackName):
        if let picture = Self.picture(data, fitting: rect, maximumScale: 2 * scale) {
          canvas.composite(picture, centeredIn: rect)
        } else {
          canvas.drawFileIcon(
            label: FileIcon.label(forFilename: fallbackName), in: rect, fonts: fonts)
        }
      case .picture(let image):
        canvas.composite(Self.fitted(image, in: rect, maximumScale: 2 * scale), centeredIn: rect)
      case .file(let name):
        canvas.drawFileIcon(label: FileIcon.label(forFilename: name), in: rect, fonts: fonts)
      }
    }
    return canvas.makeImage(layout: .rgb)
  }

  /// The icon as PNG bytes (8-bit RGB), with the `docpkg-source` `tEXt` chunk when
  /// `fingerprint` is given.
  ///
  /// - Throws: `PNGEncodingError` (not expected for a 512 × 512 image).
  public func thumbnailPNG(
    text: AttributedDocument, attachment: QuickLookAttachment?, fingerprint: QuickLookFingerprint?
  ) throws -> Data {
    let chunks = fingerprint.map {
      [PNGEncoder.TextChunk(key: QuickLookFingerprint.keyword, value: $0.value)]
    }
    return try PNGEncoder.encode(
      compose(text: text, attachment: attachment),
      options: PNGEncoder.Options(textChunks: chunks ?? [], reducesColorType: false))
  }

  /// `data` decoded (shrink-on-load, EXIF orientation applied) and scaled to fit `rect`,
  /// at most `maximumScale` times its own size (2× in the 512 layout, proportionally less
  /// at smaller sides); `nil` when it does not decode.
  static func picture(_ data: Data, fitting rect: PixelRect, maximumScale: Double) -> Image? {
    let thumbnailer = Thumbnailer(
      geometry: ThumbnailGeometry(width: rect.width, height: rect.height, mode: .fit))
    guard let image = try? thumbnailer.thumbnail(data: data) else { return nil }
    return fitted(image, in: rect, maximumScale: maximumScale)
  }

  /// `image` scaled to fit `rect`: shrunk when larger, enlarged at most `maximumScale` times
  /// when smaller.
  static func fitted(_ image: Image, in rect: PixelRect, maximumScale: Double) -> Image {
    if image.width > rect.width || image.height > rect.height {
      let factor = min(
        Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
      return image.resized(
        width: max(1, Int((Double(image.width) * factor).rounded())),
        height: max(1, Int((Double(image.height) * factor).rounded())), filter: .lanczos3,
        linearLight: false)
    }
    guard image.width < rect.width, image.height < rect.height else { return image }
    // A picture smaller than the rectangle is at its own size: scale it by the layout.
    let factor = min(
      maximumScale, Double(rect.width) / Double(image.width),
      Double(rect.height) / Double(image.height))
    let width = max(1, Int((Double(image.width) * factor).rounded()))
    let height = max(1, Int((Double(image.height) * factor).rounded()))
    guard width != image.width || height != image.height else { return image }
    return image.resized(width: width, height: height, filter: .lanczos3, linearLight: false)
  }

  private func pixelRect(_ rect: NoteThumbnailLayout.Rect, scale: Double) -> PixelRect {
    func scaled(_ value: Int) -> Int { Int((Double(value) * scale).rounded()) }
    let x = scaled(rect.x)
    let y = scaled(rect.y)
    return PixelRect(
      x: x, y: y, width: max(1, scaled(rect.x + rect.width) - x),
      height: max(1, scaled(rect.y + rect.height) - y))
  }
}
