/// Paragraph alignment, with the cases of Apple's `NSTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// `\ql`.
  case left
  /// `\qc`.
  case center
  /// `\qr`.
  case right
  /// `\qj`.
  case justified
  /// The writing direction's natural alignment (no alignment word, `\pardirnatural`).
  case natural
}
