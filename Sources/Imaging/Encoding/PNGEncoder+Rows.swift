import CImagingShims
import CZlib
import Foundation

extension PNGEncoder {
  /// Encodes a picture's rows as they are produced, giving the bytes ``encode(_:options:)``
  /// gives for the finished picture.
  ///
  /// The rows are written in the picture's own layout with the first strategy `encode` would
  /// run (run-length for ``Strategy/automatic``). When the finished picture shows that
  /// `encode` would have done otherwise (a smaller colour type, or a drawing that the full
  /// search compresses better), ``finish(_:)`` encodes the picture again the ordinary way.
  final class RowEncoder {
    private let options: Options
    private let layout: Image.Layout
    private var stream: OpaquePointer?
    private var rowsWritten = 0

    /// An encoder for a `width`×`height` picture in `layout`; nil when ``encode(_:options:)``
    /// would fail on it (that call then reports why).
    init?(width: Int, height: Int, layout: Image.Layout, options: Options) {
      guard width > 0, height > 0, width < 1 << 31, height < 1 << 31,
        let texts = try? PNGEncoder.latin1Texts(options)
      else { return nil }
      self.options = options
      self.layout = layout
      let strategy: Int32
      switch options.strategy {
      case .deflate: strategy = -1
      case .runLength, .automatic: strategy = Z_RLE
      }
      var message = [CChar](repeating: 0, count: 256)
      let level = Int32(min(max(options.compressionLevel, 0), 9))
      stream = try? PNGEncoder.withCStrings(texts) { cTexts in
        ims_png_stream_open(
          UInt32(width), UInt32(height), PNGEncoder.colorType(layout), level, strategy,
          strategy == Z_RLE ? 1 : 0, cTexts.baseAddress, Int32(cTexts.count), &message,
          message.count)
      }
      guard stream != nil else { return nil }
    }

    deinit { ims_png_stream_close(stream) }

    /// Writes the next row (`width` pixels in the layout given at the start). After a
    /// failure the rest are ignored and ``finish(_:)`` encodes the picture the ordinary way.
    func add(row: UnsafePointer<UInt8>) {
      guard let stream else { return }
      if ims_png_stream_row(stream, row) != IMS_OK {
        ims_png_stream_close(stream)
        self.stream = nil
      }
      rowsWritten += 1
    }

    /// The PNG bytes of `image`, the picture whose rows were added, all of them.
    /// - Throws: ``PNGEncodingError``.
    func finish(_ image: Image) throws -> Data {
      if let stream, rowsWritten == image.height, image.layout == layout,
        !options.reducesColorType || PNGEncoder.smallestLayout(for: image) == layout
      {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        if ims_png_stream_finish(stream, &output, &size, nil, 0) == IMS_OK, let output {
          defer { ims_free(output) }
          // `encode` would try the full search too for a drawing.
          if options.strategy != .automatic
            || size * Strategy.drawingRatio > image.rowBytes * image.height
          {
            return Data(bytes: output, count: size)
          }
        }
      }
      return try PNGEncoder.encode(image, options: options)
    }
  }
}
