#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation

  /// The attribute keys of AppKit's and UIKit's text system, which Linux Foundation lacks, with
  /// Apple's raw values so archived or bridged attributes keep their names.
  ///
  /// The values docpkg stores under them are those of `Spec/AppleAPI.md` § NSAttributedString:
  /// `NSFont`, `NSColor`, `NSParagraphStyle`, `NSTextAttachment`, `Int` style masks, and `URL`
  /// (or `String`) links.
  extension NSAttributedString.Key {
    /// An `NSFont`: family, size, bold and italic (`NSFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// An `NSColor`: the text colour (`NSColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An `NSColor`: the highlight behind the text (`NSBackgroundColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `Int` of `NSUnderlineStyle` raw values; non-zero means underlined (`NSUnderline`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `Int` of `NSUnderlineStyle` raw values; non-zero means struck through
    /// (`NSStrikethrough`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// An `Int`: 1 superscript, -1 subscript, 0 on the baseline (`NSSuperScript`, AppKit).
    public static let superscript = NSAttributedString.Key("NSSuperScript")
    /// A `URL` (or a `String` that is not a valid URL): the run is a link (`NSLink`).
    public static let link = NSAttributedString.Key("NSLink")
    /// An `NSTextAttachment` on the U+FFFC character that stands for it (`NSAttachment`).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// An `NSParagraphStyle`: the paragraph's alignment (`NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  }
#endif
