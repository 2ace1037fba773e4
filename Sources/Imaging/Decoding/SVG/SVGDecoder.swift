import Foundation

/// Renders SVG with librsvg (loaded at run time) at the size the caller will show it.
///
/// The document's size is its `width`/`height` in CSS pixels (96 dpi), or its `viewBox`
/// size when those are missing or percentages, or 300 × 150 (the CSS default object size)
/// when it has neither. With ``DecodingOptions/targetSize`` set, the document is scaled to
/// that box (up or down: vectors have no native resolution) — to fit inside it for
/// ``DecodingOptions/TargetFitting/fit``, to cover it for `.cover` — otherwise rendered at
/// its own size. The canvas is checked against ``DecodingOptions/pixelLimit`` (and cairo's
/// 32,767-pixel side) before anything is allocated. Output is `.rgba`, straight alpha.
///
/// Hostile documents are bounded by the canvas size and by librsvg's own limits (at most
/// 1,000,000 loaded elements and 500,000 resolved references such as `<use>` and
/// `url(#…)`): a `<use>` bomb is refused with librsvg's error.
enum SVGDecoder {
  /// cairo's largest image surface side.
  static let maximumSide = 32_767

  /// Renders `data`.
  /// - Throws: ``ImageDecodingError``; ``CodecLoadingError`` when librsvg is missing.
  static func decode(_ data: Data, options: DecodingOptions) throws -> Image {
    let rsvg = try RSVGLibrary.load()
    let handle = try SVGHandle(data, rsvg: rsvg)
    let size = canvasSize(intrinsic: handle.intrinsicSize, options: options)
    try ImageDecodingError.checkDimensions(
      width: size.width, height: size.height, options: options)
    guard size.width <= maximumSide, size.height <= maximumSide else {
      throw ImageDecodingError.tooManyPixels(
        width: size.width, height: size.height, limit: options.pixelLimit)
    }
    let premultiplied = try handle.render(width: size.width, height: size.height)
    return Image(
      width: size.width, height: size.height, layout: .rgba,
      pixels: unpremultiplied(premultipliedBGRA: premultiplied))
  }

  /// The canvas for a document of `intrinsic` size under `options` (see the type's notes).
  static func canvasSize(intrinsic: (width: Double, height: Double)?, options: DecodingOptions)
    -> (width: Int, height: Int)
  {
    let (width, height) = intrinsic ?? (300, 150)
    guard let target = options.targetSize, target.width > 0, target.height > 0 else {
      return (clamp(width.rounded(.up)), clamp(height.rounded(.up)))
    }
    let scaleX = Double(target.width) / width
    let scaleY = Double(target.height) / height
    let scale = options.targetFitting == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
    return (clamp((width * scale).rounded()), clamp((height * scale).rounded()))
  }

  /// A pixel count from a double: at least 1, and capped (NaN and huge values become a
  /// size the limit check refuses rather than a trap).
  private static func clamp(_ value: Double) -> Int {
    guard value.isFinite else { return Int(Int32.max) }
    return Int(min(max(value, 1), Double(Int32.max)))
  }

  /// cairo's premultiplied BGRA to straight RGBA.
  static func unpremultiplied(premultipliedBGRA bytes: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: bytes.count)
    var i = 0
    while i < bytes.count {
      let alpha = Int(bytes[i + 3])
      if alpha == 255 {
        out[i] = bytes[i + 2]
        out[i + 1] = bytes[i + 1]
        out[i + 2] = bytes[i]
      } else if alpha > 0 {
        out[i] = UInt8(min(255, (Int(bytes[i + 2]) * 255 + alpha / 2) / alpha))
        out[i + 1] = UInt8(min(255, (Int(bytes[i + 1]) * 255 + alpha / 2) / alpha))
        out[i + 2] = UInt8(min(255, (Int(bytes[i]) * 255 + alpha / 2) / alpha))
      }
      out[i + 3] = UInt8(alpha)
      i += 4
    }
    return out
  }
}
