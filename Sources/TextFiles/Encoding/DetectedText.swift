/// Text decoded by ``TextEncodingDetector``: the encoding chosen, why, and the text.
public struct DetectedText: Sendable, Hashable {
  /// The encoding the bytes were decoded in.
  public var encoding: TextEncoding
  /// Why that encoding was chosen.
  public var reason: Reason
  /// How sure the detector is, 0–1: 1 for a byte-order mark or valid UTF-8 with non-ASCII
  /// text, lower for heuristics (the score margin of the runner-up, see Spec/Formats/TextFiles.md).
  public var confidence: Double
  /// The decoded text, byte-order mark removed, line breaks as they were.
  public var text: String

  /// Creates a result from its parts.
  public init(encoding: TextEncoding, reason: Reason, confidence: Double, text: String) {
    self.encoding = encoding
    self.reason = reason
    self.confidence = confidence
    self.text = text
  }

  /// The evidence an encoding was chosen on.
  public enum Reason: Sendable, Hashable, CustomStringConvertible {
    /// A byte-order mark at the start.
    case byteOrderMark
    /// No BOM, but the pattern of zero bytes is that of UTF-16 text (zero high bytes of
    /// ASCII characters on one side of each pair only).
    case nullBytePattern
    /// Only ASCII bytes (decoded as UTF-8).
    case ascii
    /// Valid UTF-8 with non-ASCII characters.
    case validUTF8
    /// UTF-8 with a few invalid bytes (at least 8 well-formed multi-byte sequences per
    /// invalid byte, or a character cut off at the end); those bytes decode as U+FFFD.
    case mostlyValidUTF8
    /// Not valid UTF-8: the single-byte code page whose decoding scored best (letters in
    /// words, typographic punctuation, no undefined bytes); `runnerUp` scored next.
    case singleByteScore(runnerUp: TextEncoding?)
    /// Chosen by the caller (a `charset` label), not detected.
    case declared

    /// A short phrase for `inspect`.
    public var description: String {
      switch self {
      case .byteOrderMark: return "byte-order mark"
      case .nullBytePattern: return "UTF-16 zero-byte pattern, no BOM"
      case .ascii: return "ASCII only"
      case .validUTF8: return "valid UTF-8"
      case .mostlyValidUTF8: return "UTF-8 with invalid bytes"
      case .singleByteScore(let runnerUp):
        return "not UTF-8; best-scoring 8-bit code page"
          + (runnerUp.map { " (next: \($0.rawValue))" } ?? "")
      case .declared: return "declared charset"
      }
    }
  }
}
