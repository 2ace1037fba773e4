#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation

  /// The part of AppKit's `NSFontDescriptor` document code asks of a font: its symbolic
  /// traits.
  public struct NSFontDescriptor: Hashable, Sendable {
    /// Font traits, with AppKit's raw values (and UIKit's `trait…` spellings).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
      /// The trait bits.
      public let rawValue: UInt32

      /// Creates traits from bits.
      public init(rawValue: UInt32) {
        self.rawValue = rawValue
      }

      /// Italic (AppKit `.italic`, bit 0).
      public static let italic = SymbolicTraits(rawValue: 1 << 0)
      /// Bold (AppKit `.bold`, bit 1).
      public static let bold = SymbolicTraits(rawValue: 1 << 1)
      /// UIKit's name for `.italic`.
      public static let traitItalic = italic
      /// UIKit's name for `.bold`.
      public static let traitBold = bold
    }

    /// The font's traits.
    public let symbolicTraits: SymbolicTraits

    /// Creates a descriptor with traits.
    public init(symbolicTraits: SymbolicTraits) {
      self.symbolicTraits = symbolicTraits
    }
  }
#endif
