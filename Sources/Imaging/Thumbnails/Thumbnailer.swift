import Foundation

/// Makes thumbnails: decode with a size hint (shrink-on-load) → resample → encode PNG.
///
/// ```swift
/// let thumbnailer = Thumbnailer(geometry: ThumbnailGeometry(size: 256))
/// try thumbnailer.writeThumbnail(of: URL(fileURLWithPath: "photo.jpg"),
///                                to: URL(fileURLWithPath: "photo.png"))
/// ```
public struct Thumbnailer: Sendable {
  /// The box and how to size into it.
  public var geometry: ThumbnailGeometry
  /// The final resampling kernel.
  public var filter: ResamplingFilter = .lanczos3
  /// Resample in linear light (slower: also turns off shrink-on-load).
  public var linearLight = false
  /// The decoder's pixel limit (see ``DecodingOptions/pixelLimit``).
  public var pixelLimit = DecodingOptions.defaultPixelLimit
  /// PNG settings for ``pngData(contentsOf:)`` and ``writeThumbnail(of:to:)``.
  public var encoding = PNGEncoder.Options()

  /// A thumbnailer for `geometry` with Lanczos3, sRGB filtering and default limits.
  public init(geometry: ThumbnailGeometry) {
    self.geometry = geometry
  }

  /// The decoding options that let decoders shrink as far as this geometry allows.
  public var decodingOptions: DecodingOptions {
    var options = DecodingOptions(pixelLimit: pixelLimit)
    if !linearLight {
      options.targetSize = (geometry.width, geometry.height)
      options.targetFitting = geometry.mode == .fit ? .fit : .cover
    }
    return options
  }

  /// Sizes an already decoded picture.
  public func thumbnail(of image: Image) -> Image {
    image.resized(to: geometry, filter: filter, linearLight: linearLight)
  }

  /// Decodes `data` (any supported format) and sizes it.
  public func thumbnail(data: Data) throws -> Image {
    thumbnail(of: try ImageDecoder.decodeShrunk(data, options: decodingOptions))
  }

  /// Decodes the file at `url` (streaming PNG and JPEG) and sizes it.
  public func thumbnail(contentsOf url: URL) throws -> Image {
    thumbnail(of: try ImageDecoder.decodeShrunk(contentsOf: url, options: decodingOptions))
  }

  private func thumbnail(of shrunk: ShrunkImage) -> Image {
    Resampler(filter: filter, linearLight: linearLight)
      .resample(shrunk.image, plan: shrunk.plan(for: geometry))
  }

  /// The thumbnail of the file at `url` as PNG bytes.
  ///
  /// An upright grey or RGB JPEG is resampled and encoded row by row as it is decoded
  /// (`StreamedThumbnail`), on a second thread when there is a second core
  /// (`RowPipeline`); the bytes are the same either way.
  public func pngData(contentsOf url: URL) throws -> Data {
    try pngData(contentsOf: url, pipelined: true)
  }

  func pngData(contentsOf url: URL, pipelined: Bool) throws -> Data {
    var streamed: StreamedThumbnail?
    var pipeline: RowPipeline?
    defer { pipeline?.finish() }
    let shrunk = try ImageDecoder.decodeShrunk(contentsOf: url, options: decodingOptions) {
      shape -> (any DecodedRowSink)? in
      guard let thumbnail = StreamedThumbnail(shape: shape, thumbnailer: self) else { return nil }
      streamed = thumbnail
      if pipelined && RowPipeline.isWorthwhile(for: shape) {
        pipeline = RowPipeline.make(
          running: thumbnail, rowBytes: shape.width * shape.layout.channels)
      }
      return pipeline ?? thumbnail
    }
    if let shrunk { return try PNGEncoder.encode(thumbnail(of: shrunk), options: encoding) }
    guard let streamed else {
      throw ImageDecodingError.unsupported(format: .jpeg, feature: "rows without a sink")
    }
    pipeline?.finish()
    return try streamed.finish()
  }

  /// The whole-picture path of ``pngData(contentsOf:)`` (no rows streamed), for comparison.
  func wholePNGData(contentsOf url: URL) throws -> Data {
    try PNGEncoder.encode(thumbnail(contentsOf: url), options: encoding)
  }

  /// Writes the PNG thumbnail of `input` to `output` atomically.
  /// - Throws: ``ImageFileError``, ``ImageDecodingError`` or ``PNGEncodingError``.
  public func writeThumbnail(of input: URL, to output: URL) throws {
    try AtomicFileWriter.write(pngData(contentsOf: input), to: output)
  }

  /// Encodes an already sized picture (e.g. one composed from a document) with this
  /// thumbnailer's PNG settings and writes it atomically.
  /// - Throws: ``ImageFileError`` or ``PNGEncodingError``.
  public func writePNG(_ image: Image, to output: URL) throws {
    try AtomicFileWriter.write(PNGEncoder.encode(image, options: encoding), to: output)
  }
}
