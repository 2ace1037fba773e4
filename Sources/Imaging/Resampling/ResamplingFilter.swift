import Foundation

/// A reconstruction kernel for resampling: its support radius and its weight function.
///
/// ```swift
/// let small = image.resized(width: 64, height: 48, filter: .catmullRom)
/// let custom = ResamplingFilter(name: "gauss", support: 2) { exp(-2 * $0 * $0) }
/// ```
public struct ResamplingFilter: Sendable {
  /// A short name (`lanczos3`), as the CLI's `--filter` spells it.
  public var name: String
  /// The kernel is zero outside `-support...support` (in source pixels at scale 1).
  public var support: Double
  /// The kernel's weight at a distance in source pixels (scaled when reducing).
  public var weight: @Sendable (Double) -> Double

  /// A filter from its parts.
  public init(name: String, support: Double, weight: @escaping @Sendable (Double) -> Double) {
    self.name = name
    self.support = support
    self.weight = weight
  }

  /// Lanczos with three lobes: sharp with little ringing; the default.
  public static let lanczos3 = ResamplingFilter(name: "lanczos3", support: 3) { x in
    let ax = abs(x)
    guard ax < 3 else { return 0 }
    return sinc(ax) * sinc(ax / 3)
  }

  /// Box (area average): the fastest, softest.
  public static let box = ResamplingFilter(name: "box", support: 0.5) { x in
    x > -0.5 && x <= 0.5 ? 1 : 0
  }

  /// Triangle (bilinear when enlarging).
  public static let triangle = ResamplingFilter(name: "triangle", support: 1) { x in
    max(0, 1 - abs(x))
  }

  /// Catmull-Rom cubic (a = -0.5): sharper than bilinear, cheaper than Lanczos.
  public static let catmullRom = ResamplingFilter(name: "catmull-rom", support: 2) { x in
    let ax = abs(x)
    let a = -0.5
    if ax < 1 { return ((a + 2) * ax - (a + 3)) * ax * ax + 1 }
    if ax < 2 { return (((ax - 5) * ax + 8) * ax - 4) * a }
    return 0
  }

  /// Every preset, for option parsing.
  public static let presets: [ResamplingFilter] = [.lanczos3, .box, .triangle, .catmullRom]

  /// The preset called `name`, if any.
  public static func named(_ name: String) -> ResamplingFilter? {
    presets.first { $0.name == name }
  }

  private static func sinc(_ x: Double) -> Double {
    if x == 0 { return 1 }
    let px = Double.pi * x
    return sin(px) / px
  }
}
