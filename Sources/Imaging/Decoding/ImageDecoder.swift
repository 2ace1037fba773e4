import Foundation

/// The one entry point for decoding: picks the codec by content, never by name.
///
/// ```swift
/// let image = try ImageDecoder.decode(data, options: DecodingOptions(targetSize: (512, 512)))
/// ```
public enum ImageDecoder {
  /// Decodes the first image in `data`.
  /// - Throws: ``ImageDecodingError`` (or a codec's own error) describing the problem.
  public static func decode(_ data: Data, options: DecodingOptions = DecodingOptions()) throws
    -> Image
  {
    guard let format = ImageFormat(sniffing: data.prefix(12)) else {
      throw ImageDecodingError.unrecognized(prefix: data.prefix(12))
    }
    // Each case is replaced by its codec as the decoders land.
    switch format {
    case .png: return try PNGDecoder.decode(data, options: options).image
    case .jpeg: return try JPEGDecoder.decode(data, options: options).image
    case .gif: throw ImageDecodingError.unsupported(format: format, detail: "decoder not built")
    case .bmp: throw ImageDecodingError.unsupported(format: format, detail: "decoder not built")
    case .tiff: throw ImageDecodingError.unsupported(format: format, detail: "decoder not built")
    case .webp: throw ImageDecodingError.unsupported(format: format, detail: "decoder not built")
    }
  }
}
