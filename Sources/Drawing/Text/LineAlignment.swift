/// Horizontal placement of lines in their rectangle (NSTextAlignment's cases).
public enum LineAlignment: Sendable, Hashable, CaseIterable {
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
  /// Both edges flush, by widening spaces; a paragraph's last line is flush left.
  case justified
  /// The writing direction's natural alignment; left, since only left-to-right layout is
  /// supported.
  case natural
}
