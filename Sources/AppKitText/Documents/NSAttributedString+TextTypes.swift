#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation

  extension NSAttributedString {
    /// The type identifiers `init(data:options:documentAttributes:)` and `init(url:…)` read:
    /// RTFD (package and flat), RTF and plain text.
    public static var textTypes: [String] {
      ["com.apple.rtfd", "com.apple.flat-rtfd", "public.rtf", "public.plain-text"]
    }

    /// The same as `textTypes`: docpkg has no filter services to add more.
    public static var textUnfilteredTypes: [String] { textTypes }
  }
#endif
