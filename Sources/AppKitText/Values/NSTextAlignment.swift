#if !canImport(AppKit) && !canImport(UIKit)
  /// AppKit's `NSTextAlignment`, with AppKit's raw values.
  public enum NSTextAlignment: Int, Hashable, Sendable, CaseIterable {
    /// Flush left.
    case left = 0
    /// Flush right.
    case right = 1
    /// Centred.
    case center = 2
    /// Justified.
    case justified = 3
    /// The writing direction's natural alignment.
    case natural = 4
  }
#endif
