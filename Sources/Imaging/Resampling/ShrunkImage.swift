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
    var plan = geometry.plan(sourceWidth: sourceWidth, sourceHeight: sourceHeight)
    let scale = 1 / Double(factor)
    plan.cropX *= scale
    plan.cropY *= scale
    plan.cropWidth *= scale
    plan.cropHeight *= scale
    return plan
  }
}
