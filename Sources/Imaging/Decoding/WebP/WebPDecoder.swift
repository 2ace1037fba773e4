import CCodecABI
import Foundation

/// Decodes WebP (lossy, lossless, with or without alpha) with libwebp.
///
/// The size is read with `WebPGetFeatures` and checked against the pixel limit before any
/// pixel memory exists. When ``DecodingOptions/targetSize`` is set, libwebp's scaler shrinks
/// while decoding to about twice the target (never below it). Animated files yield their
/// first frame on the canvas (transparent where the frame does not reach), at full size.
/// Output is `.rgba` when the file has alpha, else `.rgb`; alpha is straight.
enum WebPDecoder {
  /// Decodes `data`.
  /// - Throws: ``ImageDecodingError``.
  static func decode(_ data: Data, options: DecodingOptions) throws -> Image {
    let libwebp = try WebPLibrary.load()
    return try data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard let base = bytes.baseAddress else { throw ImageDecodingError.truncated(format: .webp) }
      var features = WebPBitstreamFeatures()
      try check(libwebp.getFeatures(base, bytes.count, &features), in: "WebPGetFeatures")
      let width = Int(features.width)
      let height = Int(features.height)
      try ImageDecodingError.checkDimensions(width: width, height: height, options: options)
      if features.has_animation != 0 {
        return try WebPAnimationFrame.decodeFirst(bytes, width: width, height: height)
      }
      let target = scaledSize(width: width, height: height, target: options.targetSize)
      return try decodeStill(
        UnsafeBufferPointer(rebasing: bytes[...]), width: target.width, height: target.height,
        scaled: target.width != width || target.height != height,
        hasAlpha: features.has_alpha != 0)
    }
  }

  /// Decodes a still bitstream (a whole file or an animation frame) to `width × height`.
  static func decodeStill(
    _ bytes: UnsafeBufferPointer<UInt8>, width: Int, height: Int, scaled: Bool, hasAlpha: Bool
  ) throws -> Image {
    guard let base = bytes.baseAddress else { throw ImageDecodingError.truncated(format: .webp) }
    let libwebp = try WebPLibrary.load()
    var config = WebPDecoderConfig()
    guard libwebp.initDecoderConfig(&config) else {
      throw ImageDecodingError.unsupported(format: .webp, feature: "libwebp ABI mismatch")
    }
    config.options.use_threads = 0
    if scaled {
      config.options.use_scaling = 1
      config.options.scaled_width = Int32(width)
      config.options.scaled_height = Int32(height)
    }
    let layout: Image.Layout = hasAlpha ? .rgba : .rgb
    var pixels = [UInt8](repeating: 0, count: width * height * layout.channels)
    let status = pixels.withUnsafeMutableBufferPointer { out -> VP8StatusCode in
      config.output.colorspace = hasAlpha ? MODE_RGBA : MODE_RGB
      config.output.is_external_memory = 1
      config.output.width = Int32(width)
      config.output.height = Int32(height)
      config.output.u.RGBA.rgba = out.baseAddress
      config.output.u.RGBA.stride = Int32(width * layout.channels)
      config.output.u.RGBA.size = out.count
      let status = libwebp.decode(base, bytes.count, &config)
      libwebp.freeDecBuffer(&config.output)
      return status
    }
    try check(status, in: "WebPDecode")
    return Image(width: width, height: height, layout: layout, pixels: pixels)
  }

  /// About twice `target` in each direction, aspect kept, never below the target, never up.
  static func scaledSize(width: Int, height: Int, target: (width: Int, height: Int)?) -> (
    width: Int, height: Int
  ) {
    guard let target, target.width > 0, target.height > 0 else { return (width, height) }
    let factor = max(
      2 * Double(target.width) / Double(width), 2 * Double(target.height) / Double(height))
    guard factor < 1 else { return (width, height) }
    let scaledWidth = max(1, min(width, Int((Double(width) * factor).rounded(.up))))
    let scaledHeight = max(1, min(height, Int((Double(height) * factor).rounded(.up))))
    return (scaledWidth, scaledHeight)
  }

  /// Throws the error for a libwebp status other than OK.
  static func check(_ status: VP8StatusCode, in function: String) throws {
    switch status {
    case VP8_STATUS_OK: return
    case VP8_STATUS_NOT_ENOUGH_DATA, VP8_STATUS_SUSPENDED:
      throw ImageDecodingError.truncated(format: .webp)
    case VP8_STATUS_UNSUPPORTED_FEATURE:
      throw ImageDecodingError.unsupported(
        format: .webp, feature: "\(function): unsupported feature")
    case VP8_STATUS_OUT_OF_MEMORY:
      throw ImageDecodingError.allocationFailed(format: .webp, function: function)
    case VP8_STATUS_INVALID_PARAM:
      throw ImageDecodingError.codecFailed(
        format: .webp, function: function, message: "invalid parameter")
    default:
      throw ImageDecodingError.codecFailed(
        format: .webp, function: function, message: "bitstream error")
    }
  }
}
