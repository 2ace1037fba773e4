#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation

  /// AppKit's `NSFont` as a value for the `.font` attribute on Linux: a family name, a point
  /// size and bold/italic traits. It names a font; it does not load one (docpkg's Imaging
  /// draws text with FreeType from these facts).
  ///
  /// ```swift
  /// let body = NSFont(name: "Helvetica", size: 12)
  /// let heading = NSFont(name: "Helvetica-Bold", size: 18)  // family Helvetica, bold
  /// heading?.fontDescriptor.symbolicTraits.contains(.bold)  // true
  /// ```
  ///
  /// `fontName` is the family, with `-Bold`, `-Italic` or `-BoldItalic` appended for the
  /// traits, in the PostScript style Cocoa RTF writes.
  public final class NSFont: Hashable, Sendable, CustomStringConvertible {
    /// The family, e.g. `Helvetica`, or a font name RTF gave as is (`HelveticaNeue-Light`).
    public let familyName: String?
    /// The size in points.
    public let pointSize: CGFloat
    /// Bold and italic.
    public let fontDescriptor: NSFontDescriptor

    /// A font from a family and traits (the form RichText's model holds).
    init(family: String, size: CGFloat, traits: NSFontDescriptor.SymbolicTraits) {
      familyName = family
      pointSize = size
      fontDescriptor = NSFontDescriptor(symbolicTraits: traits)
    }

    /// A font by family or PostScript name: a `-Bold`, `-Italic`, `-Oblique`, `-BoldItalic`
    /// or `-BoldOblique` suffix sets the traits and is removed from the family.
    /// - Returns: `nil` for an empty name or a size that is not a positive finite number.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
      guard !fontName.isEmpty, fontSize.isFinite, fontSize > 0 else { return nil }
      let (family, traits) = Self.split(fontName)
      self.init(family: family, size: fontSize, traits: traits)
    }

    /// The PostScript-style name: the family plus the traits' suffix.
    public var fontName: String {
      let family = familyName ?? Self.defaultFamily
      let traits = fontDescriptor.symbolicTraits
      switch (traits.contains(.bold), traits.contains(.italic)) {
      case (true, true): return family + "-BoldItalic"
      case (true, false): return family + "-Bold"
      case (false, true): return family + "-Italic"
      case (false, false): return family
      }
    }

    /// The family RTF readers assume when a document names none: Helvetica, as on macOS.
    public static let defaultFamily = "Helvetica"

    /// The system font (Helvetica here) at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> NSFont {
      NSFont(family: defaultFamily, size: fontSize, traits: [])
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont {
      NSFont(family: defaultFamily, size: fontSize, traits: .bold)
    }

    /// The font for user text (Helvetica here); `0` means the default size, 12 points.
    public static func userFont(ofSize fontSize: CGFloat) -> NSFont? {
      NSFont(family: defaultFamily, size: fontSize > 0 ? fontSize : 12, traits: [])
    }

    /// Family and traits from a PostScript-style name.
    static func split(_ name: String) -> (String, NSFontDescriptor.SymbolicTraits) {
      let suffixes: [(String, NSFontDescriptor.SymbolicTraits)] = [
        ("-BoldItalic", [.bold, .italic]), ("-BoldOblique", [.bold, .italic]),
        ("-Bold", .bold), ("-Italic", .italic), ("-Oblique", .italic),
      ]
      for (suffix, traits) in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
        return (String(name.dropLast(suffix.count)), traits)
      }
      return (name, [])
    }

    /// Whether both name the same family, size and traits.
    public static func == (lhs: NSFont, rhs: NSFont) -> Bool {
      lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize
        && lhs.fontDescriptor == rhs.fontDescriptor
    }

    /// Hashes family, size and traits.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(familyName)
      hasher.combine(pointSize)
      hasher.combine(fontDescriptor)
    }

    /// `"Helvetica-Bold 12.0pt"`.
    public var description: String { "\(fontName) \(pointSize)pt" }
  }
#endif
