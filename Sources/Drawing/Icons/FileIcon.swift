import Imaging

/// A generic document icon — a page with a folded corner and a label band — for attachments
/// that are not images.
///
/// ```swift
/// let label = FileIcon.label(forFilename: "Report.pdf")  // "PDF"
/// let icon = FileIcon.render(label: label, size: 256)    // 256×256 RGBA, transparent
/// canvas.composite(icon, centeredIn: bottomHalf)
/// ```
public enum FileIcon {
  /// Labels longer than this are cut (the band has room for about five capitals).
  public static let maximumLabelLength = 5

  /// The largest icon ``render(label:size:fonts:)`` makes; bigger sizes are clamped.
  public static let maximumSize = 2048

  /// The label for a file name: its extension, upper-cased and shortened; empty when the
  /// name has none.
  public static func label(forFilename name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return normalizedLabel(String(name[name.index(after: dot)...]))
  }

  /// The icon as a `size`×`size` RGBA image on a transparent background.
  ///
  /// - Parameters:
  ///   - label: drawn upper-cased in bold white on a blue band; empty draws no band.
  ///   - size: edge length in pixels, clamped to 1…``maximumSize``.
  ///   - fonts: where the label's font comes from (greeked bars when none loads).
  public static func render(label: String, size: Int, fonts: FontCache = .shared) -> Image {
    let edge = min(max(size, 1), maximumSize)
    var canvas = Canvas(width: edge, height: edge)
    canvas.drawFileIcon(label: label, in: canvas.bounds, fonts: fonts)
    return canvas.makeImage(layout: .rgba)
  }

  static func normalizedLabel(_ label: String) -> String {
    String(
      label.uppercased().unicodeScalars.filter { BreakClass($0) == .normal }
        .prefix(maximumLabelLength).map(Character.init))
  }
}
