/// Where fonts come from: two lookups, as closures, with presets.
///
/// ``fontconfig`` is the real system lookup. ``unavailable`` finds nothing, which makes
/// every text run draw as greeked bars — useful in tests and as an explicit "no fonts"
/// mode. ``file(_:)`` pins every lookup to one font file.
///
/// The closures are called with the ``FontCache`` lock held, so they must not draw text
/// through the same cache.
///
/// ```swift
/// let fonts = FontCache(source: .fontconfig)
/// let path = FontSource.fontconfig.match(FontDescriptor(family: "Helvetica", bold: true))
/// ```
public struct FontSource: Sendable {
  /// The best installed font for a descriptor, or `nil` when there is none.
  public var match: @Sendable (FontDescriptor) -> FontFile?
  /// An installed font that has a glyph for the scalar (preferring the descriptor's
  /// traits), or `nil` when no font covers it.
  public var covering: @Sendable (Unicode.Scalar, FontDescriptor) -> FontFile?

  /// A source from its two lookups.
  public init(
    match: @escaping @Sendable (FontDescriptor) -> FontFile?,
    covering: @escaping @Sendable (Unicode.Scalar, FontDescriptor) -> FontFile?
  ) {
    self.match = match
    self.covering = covering
  }

  /// The system's fonts, found with fontconfig; when fontconfig finds nothing for the
  /// fallback family, Debian's `fonts-dejavu-core` files are used directly.
  public static let fontconfig = FontSource(
    match: { Fontconfig.match($0) ?? DejaVuFiles.file(for: $0) },
    covering: { Fontconfig.match($1, covering: $0) })

  /// No fonts at all: every run is greeked.
  public static let unavailable = FontSource(match: { _ in nil }, covering: { _, _ in nil })

  /// One font file for every lookup (no per-character fallback).
  public static func file(_ file: FontFile) -> FontSource {
    FontSource(match: { _ in file }, covering: { _, _ in nil })
  }
}
