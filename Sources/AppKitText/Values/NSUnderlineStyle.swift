#if !canImport(AppKit) && !canImport(UIKit)
  /// AppKit's `NSUnderlineStyle`: the `Int` stored under `.underlineStyle` and
  /// `.strikethroughStyle`, with Apple's raw values. RTF as RichText models it keeps only
  /// "underlined or not", so every non-zero style reads back as `.single`.
  public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style bits.
    public let rawValue: Int

    /// Creates a style from bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dotted.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Under words only, not spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
  }
#endif
