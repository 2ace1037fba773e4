/// A simplified UAX #14 line-breaking class for one scalar.
enum BreakClass: Sendable, Equatable {
  /// Letters, digits and most punctuation: no break inside a run of them.
  case normal
  /// A space: lines may break after it, and it hangs past the right edge.
  case space
  /// A hard line break.
  case newline
  /// A break is allowed after it (hyphens, slashes, zero-width space).
  case breakAfter
  /// Ideographs and emoji: a break is allowed before and after each.
  case ideographic
  /// Closing CJK punctuation: a break is allowed after it but never before it.
  case closing
  /// Not drawn and no advance (controls, joiners, variation selectors).
  case ignorable

  init(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
      self = .space
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
      self = .newline
    case 0x2D, 0x2F, 0x2010, 0x2012, 0x2013, 0x200B:
      self = .breakAfter
    case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, 0x300D, 0x300F,
      0xFF09, 0x3009, 0x300B, 0x3011, 0x3015, 0xFF3D, 0xFF5D, 0x30FC, 0x3005:
      self = .closing
    case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x200C...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F,
      0xFEFF, 0xE0000...0xE0FFF:
      self = .ignorable
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3040...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF,
      0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF,
      0x20000...0x3FFFD:
      self = .ideographic
    default:
      self = .normal
    }
  }
}
