import ByteReading
import Foundation

/// Decodes HEIF still images — HEIC (HEVC) and AVIF (AV1) — with libheif, loaded at run
/// time (``HEIFLibrary``).
///
/// The primary image is decoded, grids (tiled images) assembled by libheif, alpha kept
/// (straight), 10- and 12-bit images reduced to 8 bits. The HEIF transforms (`irot`, `imir`,
/// `clap`) are applied by libheif; the Exif Orientation tag is applied only when the item
/// has no `irot`/`imir` (``HEIFItemTransforms``), so a turn is never applied twice. The size
/// after transforms and the coded size (`ispe`) are checked against the pixel limit before any
/// decoding. With
/// ``DecodingOptions/targetSize`` set, a stored thumbnail item with the picture's aspect
/// ratio that still covers the target is decoded instead (libheif has no reduced-size
/// decoding), as `vipsthumbnail` does.
enum HEIFDecoder {
  /// Decodes `data`.
  /// - Throws: ``CodecLoadingError`` without libheif; ``ImageDecodingError``.
  static func decode(_ data: Data, options: DecodingOptions) throws -> Image {
    let context = try HEIFContext(data)
    let primary = try context.primaryImage()
    let width = primary.width
    let height = primary.height
    try ImageDecodingError.checkDimensions(width: width, height: height, options: options)
    // A crop (`clap`) can make a huge coded image look small: the coded size is checked too.
    let (codedWidth, codedHeight) = (primary.codedWidth, primary.codedHeight)
    if codedWidth > 0 || codedHeight > 0 {
      try ImageDecodingError.checkDimensions(
        width: codedWidth, height: codedHeight, options: options)
    }
    let chosen = thumbnail(covering: options, of: primary) ?? primary
    let image = try chosen.decode()
    guard options.appliesOrientation else { return image }
    let bytes = [UInt8](data.prefix(1 << 20))
    guard !HEIFItemTransforms.primaryItemIsTransformed(bytes),
      let orientation = exifOrientation(primary), orientation != .up
    else { return image }
    return image.oriented(orientation)
  }

  /// The smallest thumbnail item that still covers the target, with the same aspect ratio
  /// (within 2 %) and within the pixel limit.
  static func thumbnail(covering options: DecodingOptions, of primary: HEIFImageHandle)
    -> HEIFImageHandle?
  {
    guard options.targetSize != nil else { return nil }
    let width = primary.width
    let height = primary.height
    let candidates = primary.thumbnails().filter { thumbnail in
      let w = thumbnail.width
      let h = thumbnail.height
      guard w > 0, h > 0, w < width, thumbnail.hasAlpha == primary.hasAlpha,
        (try? ImageDecodingError.checkDimensions(width: w, height: h, options: options)) != nil
      else { return false }
      let skew = abs(w * height - h * width)
      return skew * 50 <= w * height
        && ShrinkOnLoad.reduction(width: w, height: h, options: options) >= 1
    }
    return candidates.min { $0.width < $1.width }
  }

  /// The Exif Orientation of `handle`'s first Exif block (4-byte offset, then TIFF data).
  static func exifOrientation(_ handle: HEIFImageHandle) -> ImageOrientation? {
    guard let exif = handle.exif(),
      let offset = exif.getInteger(at: 0, as: UInt32.self).map(Int.init),
      offset < exif.count - 4
    else { return nil }
    var tiff = Array(exif[(4 + offset)...])
    // Some writers point at "Exif\0\0", others at the TIFF header itself.
    if tiff.starts(with: Array("Exif\0\0".utf8)) { tiff.removeFirst(6) }
    return EXIFOrientationParser.orientation(in: Array("Exif\0\0".utf8) + tiff)
  }
}
