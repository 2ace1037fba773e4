/// A picture a decoder shrank while decoding, with the exact source size it stands for.
///
/// Reduced sizes are rounded (a box reduction drops partial blocks, a DCT shrink keeps them),
/// so the resampler maps geometry through `factor` rather than through the rounded size;
/// otherwise hard edges land up to a source pixel off.
struct ShrunkImage {
  /// The decoded (possibly reduced) pixels.
  var image: Image
  /// The upright source width the pixels stand for.
  var sourceWidth: Int
  /// The upright source height.
  var sourceHeight: Int
  /// Source pixels per decoded pixel (1 when not shrunk).
  var factor: Int

  /// A picture decoded at full size.
  init(_ image: Image) {
    self.init(image: image, sourceWidth: image.width, sourceHeight: image.height, factor: 1)
  }

  init(image: Image, sourceWidth: Int, sourceHeight: Int, factor: Int) {
    self.image = image
    self.sourceWidth = sourceWidth
    self.sourceHeight = sourceHeight
    self.factor = factor
  }

  /// The geometry's plan in the decoded pixels' coordinates.
  func plan(for geometry: ThumbnailGeometry) -> ThumbnailGeometry.Plan {
    Self.plan(
      for: geometry, sourceWidth: sourceWidth, sourceHeight: sourceHeight, factor: factor)
  }

  /// The geometry's plan in the coordinates of pixels that stand for `factor` source pixels
  /// each of a `sourceWidth`×`sourceHeight` picture.
  static func plan(
    for geometry: ThumbnailGeometry, sourceWidth: Int, sourceHeight: Int, factor: Int
  ) -> ThumbnailGeometry.Plan {
    var plan = geometry.plan(sourceWidth: sourceWidth, sourceHeight: sourceHeight)
    let scale = 1 / Double(factor)
    plan.cropX *= scale
    plan.cropY *= scale
    plan.cropWidth *= scale
    plan.cropHeight *= scale
    return plan
  }

  /// What a decoder that hands over rows (``DecodedRowSink``) will send: the size and layout
  /// of the decoded pixels and the source they stand for.
  struct Shape {
    var width: Int
    var height: Int
    var layout: Image.Layout
    var sourceWidth: Int
    var sourceHeight: Int
    var factor: Int
  }
}

/// Takes a decoder's rows, top to bottom, in place of a whole decoded picture, in batches the
/// decoder writes into memory the sink gives.
protocol DecodedRowSink: AnyObject {
  /// Room for the next batch: `count` rows of the shape's width and layout, packed.
  func rowBuffer(count: Int) -> UnsafeMutablePointer<UInt8>
  /// The last ``rowBuffer(count:)`` now holds `count` decoded rows.
  func commitRows(count: Int)
}
