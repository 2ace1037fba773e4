extension Image {
  /// The picture stretched to exactly `width`×`height`.
  ///
  /// ```swift
  /// let small = photo.resized(width: 320, height: 240)
  /// ```
  /// - Parameters:
  ///   - width: the output width in pixels.
  ///   - height: the output height in pixels.
  ///   - filter: the kernel; Lanczos3 by default.
  ///   - linearLight: filter in linear light instead of sRGB-encoded values (slower, and
  ///     skips the 8-bit box pre-reduction).
  /// - Complexity: O(source pixels) for the box pre-reduction plus O(output pixels × taps).
  public func resized(
    width: Int, height: Int, filter: ResamplingFilter = .lanczos3, linearLight: Bool = false
  ) -> Image {
    resized(
      to: ThumbnailGeometry(width: width, height: height, mode: .exact), filter: filter,
      linearLight: linearLight)
  }

  /// The picture sized into a box by ``ThumbnailGeometry`` (fit, fill with centre crop, exact).
  ///
  /// Resampling is separable, in premultiplied alpha (no dark fringes at transparent edges),
  /// after an integer box reduction that leaves at least twice the output size.
  public func resized(
    to geometry: ThumbnailGeometry, filter: ResamplingFilter = .lanczos3,
    linearLight: Bool = false
  ) -> Image {
    guard width > 0, height > 0 else { return self }
    let plan = geometry.plan(sourceWidth: width, sourceHeight: height)
    return Resampler(filter: filter, linearLight: linearLight).resample(self, plan: plan)
  }
}
