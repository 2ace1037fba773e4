/// Something wrong in an RTF input that the reader recovered from. Reading goes on; the
/// damage is reported beside the document.
public enum RTFDamage: Hashable, Sendable, CustomStringConvertible {
  /// Bytes before `{\rtf`; reading started at `offset`.
  case leadingGarbage(offset: Int)
  /// A `}` with no open group, ignored.
  case unmatchedClosingBrace(offset: Int)
  /// The input ended with `count` groups still open (a truncated file).
  case unclosedGroups(count: Int)
  /// A `{\rtf` inside the document, read as an ordinary group.
  case nestedDocument(offset: Int)
  /// A second `{\rtf` document after the first one closed; its text is appended.
  case concatenatedDocument(offset: Int)
  /// Text after the document's closing brace: dropped, unless a later unmatched `}` shows
  /// the document was closed early, in which case it is kept.
  case textAfterEnd(offset: Int)
  /// `\'` not followed by two hex digits.
  case invalidHexEscape(offset: Int)
  /// A `\u` surrogate without its partner, replaced by U+FFFD.
  case loneSurrogate(offset: Int)
  /// `\binN` declared more bytes than the input holds.
  case truncatedBinary(offset: Int, declared: Int, available: Int)
  /// A code page iconv does not provide; its bytes were decoded as Windows-1252.
  case unsupportedCodePage(Int)
  /// More damage than the reader keeps; `count` further reports were dropped.
  case moreDamage(count: Int)
  /// `count` more reports of the same kind as the ones before it, after the first few;
  /// `last` is the last of them.
  indirect case repeated(last: RTFDamage, count: Int)
  /// Part of a document that is not RTF (an iWork archive, …) could not be read; `detail`
  /// names the part and the cause. The text read from the rest is kept.
  case unreadContent(detail: String)

  public var description: String {
    switch self {
    case .leadingGarbage(let offset):
      return "bytes before '{\\rtf'; document starts at byte \(offset)"
    case .unmatchedClosingBrace(let offset):
      return "unmatched '}' at byte \(offset) ignored"
    case .unclosedGroups(let count):
      return "input ends with \(count) unclosed group\(count == 1 ? "" : "s") (truncated?)"
    case .nestedDocument(let offset):
      return "nested '{\\rtf' at byte \(offset) read as a group"
    case .concatenatedDocument(let offset):
      return "a second document starts at byte \(offset); its text is appended"
    case .textAfterEnd(let offset):
      return "text after the document's closing brace at byte \(offset)"
    case .invalidHexEscape(let offset):
      return "invalid \\' escape at byte \(offset)"
    case .loneSurrogate(let offset):
      return "lone UTF-16 surrogate in \\u at byte \(offset) replaced by U+FFFD"
    case .truncatedBinary(let offset, let declared, let available):
      return "\\bin at byte \(offset) declares \(declared) bytes but only \(available) remain"
    case .unsupportedCodePage(let number):
      return "code page \(number) is not available; decoded as Windows-1252"
    case .moreDamage(let count):
      return "\(count) more damage report\(count == 1 ? "" : "s") not shown"
    case .repeated(let last, let count):
      return "\(count) more like the above; the last: \(last)"
    case .unreadContent(let detail): return detail
    }
  }
}

extension RTFDamage {
  /// Which kind of damage this is, for summarising repeats (the case, without its facts).
  var kind: Int {
    switch self {
    case .leadingGarbage: return 0
    case .unmatchedClosingBrace: return 1
    case .unclosedGroups: return 2
    case .nestedDocument: return 3
    case .concatenatedDocument: return 4
    case .textAfterEnd: return 5
    case .invalidHexEscape: return 6
    case .loneSurrogate: return 7
    case .truncatedBinary: return 8
    case .unsupportedCodePage: return 9
    case .moreDamage: return 10
    case .repeated: return 11
    case .unreadContent: return 12
    }
  }
}
