/// A target box and how to size a picture into it.
///
/// ```swift
/// let geometry = ThumbnailGeometry(width: 145, height: 145, mode: .fill)
/// let plan = geometry.plan(sourceWidth: 6000, sourceHeight: 4000)
/// // plan.width == 145, plan.crop is the centred 4000×4000 square
/// ```
public struct ThumbnailGeometry: Sendable, Equatable {
  /// What part of the source to resample to what size.
  public struct Plan: Sendable, Equatable {
    /// Output width in pixels.
    public var width: Int
    /// Output height in pixels.
    public var height: Int
    /// The source rectangle resampled (in source pixels; fractional for exact centring).
    public var cropX: Double
    /// Top of the source rectangle.
    public var cropY: Double
    /// Width of the source rectangle.
    public var cropWidth: Double
    /// Height of the source rectangle.
    public var cropHeight: Double
  }

  /// Box width in pixels (at least 1).
  public var width: Int
  /// Box height in pixels (at least 1).
  public var height: Int
  /// Fit, fill or exact.
  public var mode: ResizeMode
  /// Whether a picture smaller than the box may be enlarged (fit and fill). Exact always
  /// produces the box.
  public var allowsUpscaling: Bool

  /// A box of `width`×`height`.
  public init(width: Int, height: Int, mode: ResizeMode = .fit, allowsUpscaling: Bool = false) {
    self.width = max(width, 1)
    self.height = max(height, 1)
    self.mode = mode
    self.allowsUpscaling = allowsUpscaling
  }

  /// A square box.
  public init(size: Int, mode: ResizeMode = .fit, allowsUpscaling: Bool = false) {
    self.init(width: size, height: size, mode: mode, allowsUpscaling: allowsUpscaling)
  }

  /// The output size and source crop for a `sourceWidth`×`sourceHeight` picture.
  public func plan(sourceWidth: Int, sourceHeight: Int) -> Plan {
    let w = Double(max(sourceWidth, 1))
    let h = Double(max(sourceHeight, 1))
    let full = Plan(
      width: sourceWidth, height: sourceHeight, cropX: 0, cropY: 0, cropWidth: w, cropHeight: h)
    switch mode {
    case .exact:
      return Plan(width: width, height: height, cropX: 0, cropY: 0, cropWidth: w, cropHeight: h)
    case .fit:
      var scale = min(Double(width) / w, Double(height) / h)
      if !allowsUpscaling && scale >= 1 { return full }
      if !allowsUpscaling { scale = min(scale, 1) }
      var plan = full
      plan.width = max(1, Int((w * scale).rounded()))
      plan.height = max(1, Int((h * scale).rounded()))
      return plan
    case .fill:
      var scale = max(Double(width) / w, Double(height) / h)
      var outWidth = width
      var outHeight = height
      if !allowsUpscaling && scale > 1 {
        scale = 1
        outWidth = min(width, sourceWidth)
        outHeight = min(height, sourceHeight)
      }
      let cropWidth = min(w, Double(outWidth) / scale)
      let cropHeight = min(h, Double(outHeight) / scale)
      return Plan(
        width: outWidth, height: outHeight, cropX: (w - cropWidth) / 2,
        cropY: (h - cropHeight) / 2, cropWidth: cropWidth, cropHeight: cropHeight)
    }
  }
}
