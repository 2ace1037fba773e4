import Drawing
import Foundation
import Imaging

/// Draws QuickLook-style thumbnails of text, links and web archives with Imaging's text
/// drawing: a white square, 32-pixel margins at 512 (all sizes scale with `side`), black
/// text. Output depends only on the input and the installed fonts.
///
/// ```swift
/// let layout = TextPageLayout(text: source, kind: .sourceCode(language: "Swift"))
/// let image = TextThumbnail().render(layout)          // 512 × 512 RGB
/// ```
public struct TextThumbnail: Sendable {
  /// The default edge in pixels.
  public static let size = 512
  /// The monospaced family (code, data).
  public static let monospacedFamily = "DejaVu Sans Mono"

  /// Where glyphs come from.
  public var fonts: FontCache

  /// A renderer drawing with `fonts` (the shared fontconfig cache by default).
  public init(fonts: FontCache = .shared) {
    self.fonts = fonts
  }

  /// A page of text: the layout's lines, 10 px type at 512.
  public func render(_ layout: TextPageLayout, side: Int = TextThumbnail.size) -> Image {
    let (side, scale) = Self.clamped(side)
    var canvas = Canvas(width: side, height: side, background: .white)
    let family = layout.isMonospaced ? Self.monospacedFamily : FontDescriptor.fallbackFamily
    let paragraphs = layout.lines.map { line in
      TextParagraph(
        line.text.isEmpty ? " " : line.text,
        style: TextStyle(fontFamily: family, size: 10 * scale, bold: line.isBold))
    }
    canvas.drawText(paragraphs, in: Self.content(side: side, scale: scale), fonts: fonts)
    return canvas.makeImage(layout: .rgb)
  }

  /// A link card: the host large and bold, the URL below in grey.
  public func render(_ location: InternetLocation, side: Int = TextThumbnail.size) -> Image {
    let (side, scale) = Self.clamped(side)
    var canvas = Canvas(width: side, height: side, background: .white)
    let card = PixelRect(
      x: Int(32 * scale), y: Int(160 * scale), width: max(1, side - Int(64 * scale)),
      height: max(1, Int(192 * scale)))
    canvas.fill(card, color: RGBAColor(gray: 238))
    let title = location.host ?? location.scheme ?? "link"
    let paragraphs = [
      TextParagraph(title, style: TextStyle(size: 36 * scale, bold: true), alignment: .center),
      TextParagraph(
        String(location.url.prefix(300)),
        style: TextStyle(size: 14 * scale, color: RGBAColor(gray: 96)), alignment: .center),
    ]
    let inset = Int(16 * scale)
    canvas.drawText(
      paragraphs,
      in: PixelRect(
        x: card.x + inset, y: card.y + inset, width: max(1, card.width - 2 * inset),
        height: max(1, card.height - 2 * inset)), fonts: fonts)
    return canvas.makeImage(layout: .rgb)
  }

  /// A web archive: the title bold, the page text below, and the largest image in the
  /// lower half when there is one that decodes.
  public func render(_ archive: WebArchive, side: Int = TextThumbnail.size) -> Image {
    let (side, scale) = Self.clamped(side)
    var canvas = Canvas(width: side, height: side, background: .white)
    let page = archive.page
    let content = Self.content(side: side, scale: scale)
    var textRect = content
    if let image = archive.largestImage {
      let half = content.height / 2
      textRect.height = half
      let imageRect = PixelRect(
        x: content.x, y: content.y + half + Int(8 * scale), width: content.width,
        height: max(1, content.height - half - Int(8 * scale)))
      let thumbnailer = Thumbnailer(
        geometry: ThumbnailGeometry(width: imageRect.width, height: imageRect.height, mode: .fit))
      if let picture = try? thumbnailer.thumbnail(data: image.resource.data) {
        canvas.composite(picture, centeredIn: imageRect)
      }
    }
    var paragraphs: [TextParagraph] = []
    if let title = page.title {
      paragraphs.append(TextParagraph(title, style: TextStyle(size: 18 * scale, bold: true)))
    }
    let body = TextPageLayout(text: page.text, kind: .plain)
    paragraphs += body.lines.map {
      TextParagraph($0.text.isEmpty ? " " : $0.text, style: TextStyle(size: 11 * scale))
    }
    canvas.drawText(paragraphs, in: textRect, fonts: fonts)
    return canvas.makeImage(layout: .rgb)
  }

  private static func clamped(_ side: Int) -> (Int, Double) {
    let side = max(16, min(side, 4096))
    return (side, Double(side) / Double(size))
  }

  private static func content(side: Int, scale: Double) -> PixelRect {
    let margin = Int((32 * scale).rounded())
    return PixelRect(
      x: margin, y: margin, width: max(1, side - 2 * margin), height: max(1, side - 2 * margin))
  }
}
