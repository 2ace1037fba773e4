/// The Thumbnail Managing Standard's size flavours: each is a folder of
/// `$XDG_CACHE_HOME/thumbnails/` holding thumbnails that fit a square box.
public enum ThumbnailCacheSize: String, Sendable, CaseIterable {
  /// `normal/`, 128 × 128.
  case normal
  /// `large/`, 256 × 256.
  case large
  /// `x-large/`, 512 × 512.
  case xLarge = "x-large"
  /// `xx-large/`, 1024 × 1024.
  case xxLarge = "xx-large"

  /// The side of the box in pixels.
  public var pixels: Int {
    switch self {
    case .normal: return 128
    case .large: return 256
    case .xLarge: return 512
    case .xxLarge: return 1024
    }
  }

  /// The flavour whose box is `pixels` wide (128, 256, 512 or 1024).
  public init?(pixels: Int) {
    guard let size = Self.allCases.first(where: { $0.pixels == pixels }) else { return nil }
    self = size
  }

  /// The smallest flavour at least `pixels` wide, as a thumbnailer asked for size `%s`
  /// chooses (a request above 1024 gets `xx-large`).
  public init(atLeast pixels: Int) {
    self = Self.allCases.first { $0.pixels >= pixels } ?? .xxLarge
  }
}
