import Foundation

/// A PNG thumbnail made from a decoder's rows as they arrive: the box reduction (when the plan
/// has one), ``RowResampler``'s ring and ``PNGEncoder/RowEncoder``, so the decoded picture is
/// never held whole (for a 24 MP JPEG at 1/8 scale, 1.1 MB fewer to fault in). The bytes are
/// the ones the whole-picture path (``Resampler/resample(_:plan:)`` then
/// ``PNGEncoder/encode(_:options:)``) gives.
final class StreamedThumbnail: DecodedRowSink {
  private let shape: ShrunkImage.Shape
  private var box: BoxReducer?
  private var boxRowsTaken = 0
  private let resampler: RowResampler
  private let encoder: PNGEncoder.RowEncoder?
  private let encoding: PNGEncoder.Options

  /// The pipeline for `shape` and `thumbnailer`'s settings; nil when the plan has nothing to
  /// filter (the whole-picture path then hands the decoded or box-reduced picture on as it is).
  init?(shape: ShrunkImage.Shape, thumbnailer: Thumbnailer) {
    guard shape.width > 0, shape.height > 0 else { return nil }
    let plan = ShrunkImage.plan(
      for: thumbnailer.geometry, sourceWidth: shape.sourceWidth,
      sourceHeight: shape.sourceHeight, factor: shape.factor)
    let resampler = Resampler(filter: thumbnailer.filter, linearLight: thumbnailer.linearLight)
    let steps = resampler.steps(width: shape.width, height: shape.height, plan: plan)
    guard let (horizontal, vertical) = steps.weights,
      let rows = RowResampler(
        resampler: resampler, horizontal: horizontal, vertical: vertical, layout: shape.layout)
    else { return nil }
    self.shape = shape
    if steps.boxFactor > 1 {
      box = BoxReducer(
        sourceWidth: shape.width, sourceHeight: shape.height, layout: shape.layout,
        factor: steps.boxFactor)
    }
    self.resampler = rows
    encoding = thumbnailer.encoding
    encoder = PNGEncoder.RowEncoder(
      width: rows.output.width, height: rows.output.height, layout: shape.layout,
      options: thumbnailer.encoding)
  }

  /// The buffer ``rowBuffer(count:)`` gives (one batch), allocated on first use.
  private var batch = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

  deinit { batch.deallocate() }

  func rowBuffer(count: Int) -> UnsafeMutablePointer<UInt8> {
    let bytes = max(count * shape.width * shape.layout.channels, 1)
    if batch.count < bytes {
      batch.deallocate()
      batch = .allocate(capacity: bytes)
    }
    return batch.baseAddress!
  }

  func commitRows(count: Int) {
    add(rows: batch.baseAddress!, count: count)
  }

  /// Adds `count` decoded rows, packed, starting at `rows`.
  func add(rows: UnsafePointer<UInt8>, count: Int) {
    let rowBytes = shape.width * shape.layout.channels
    for index in 0..<count {
      let row = rows + index * rowBytes
      if box != nil {
        box?.add(row: row)
        takeBoxRows()
      } else {
        resample(row)
      }
    }
  }

  /// The PNG bytes, once every decoded row has been added.
  func finish() throws -> Data {
    if box != nil {
      box?.finish()
      takeBoxRows()
    }
    guard resampler.isComplete else {
      throw ImageDecodingError.truncated(format: .jpeg)
    }
    if let encoder { return try encoder.finish(resampler.output) }
    return try PNGEncoder.encode(resampler.output, options: encoding)
  }

  private func takeBoxRows() {
    guard let box, box.completedRows > boxRowsTaken else { return }
    box.output.pixels.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      while boxRowsTaken < box.completedRows {
        resample(base + boxRowsTaken * box.output.rowBytes)
        boxRowsTaken += 1
      }
    }
  }

  private func resample(_ row: UnsafePointer<UInt8>) {
    let finished = resampler.add(row: row)
    guard let encoder, !finished.isEmpty else { return }
    for j in finished {
      resampler.withOutputRow(j) { encoder.add(row: $0) }
    }
  }
}
