/// How to decode: size hints for shrink-on-load and the limits that protect memory.
public struct DecodingOptions: Sendable, Equatable {
  /// Pillow's decompression-bomb line: images with more pixels are refused by default.
  public static let defaultPixelLimit = 178_956_970

  /// The largest width × height a decoder will allocate for; checked from the header,
  /// before any pixel memory is allocated.
  public var pixelLimit: Int

  /// The size the caller will finally resample to, when known. Decoders that can shrink
  /// while decoding (JPEG DCT scaling, PNG row reduction) stop at about twice this size
  /// in each direction and never below it. `nil` decodes at full size.
  public var targetSize: (width: Int, height: Int)? {
    get { targetWidth.map { ($0, targetHeight ?? $0) } }
    set {
      targetWidth = newValue?.width
      targetHeight = newValue?.height
    }
  }

  /// Whether to apply EXIF orientation so the result is upright (JPEG, TIFF).
  public var appliesOrientation: Bool

  /// How ``targetSize`` bounds the final image, so shrink-on-load leaves the right margin.
  public var targetFitting: TargetFitting = .cover

  private var targetWidth: Int?
  private var targetHeight: Int?

  /// Options with the default pixel limit, no size hint and orientation applied.
  public init(
    pixelLimit: Int = DecodingOptions.defaultPixelLimit,
    targetSize: (width: Int, height: Int)? = nil,
    appliesOrientation: Bool = true
  ) {
    self.pixelLimit = pixelLimit
    self.appliesOrientation = appliesOrientation
    self.targetWidth = targetSize?.width
    self.targetHeight = targetSize?.height
  }
}
