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
    guard let format = ImageFormat(sniffing: data.prefix(ImageFormat.sniffLength)) else {
      throw ImageDecodingError.unrecognized(prefix: data.prefix(12))
    }
    switch format {
    case .png: return try PNGDecoder.decode(data, options: options).image
    case .jpeg: return try JPEGDecoder.decode(data, options: options).image
    case .gif: return try GIFDecoder.decode(data, options: options)
    case .bmp: return try BMPDecoder.decode(data, options: options)
    case .tiff: return try TIFFDecoder.decode(data, options: options)
    case .webp: return try WebPDecoder.decode(data, options: options)
    case .heif: return try HEIFDecoder.decode(data, options: options)
    case .pdf: return try PDFDecoder.decode(data, options: options)
    case .icns: return try ICNSDecoder.decode(data, options: options)
    case .ico: return try ICODecoder.decode(data, options: options)
    case .svg: return try SVGDecoder.decode(data, options: options)
    }
  }
}
