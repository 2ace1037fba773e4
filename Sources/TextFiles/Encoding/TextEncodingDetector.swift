/// Finds the encoding of text bytes the way QuickLook's text preview does: a byte-order
/// mark first, then UTF-16 without a BOM by its zero bytes, then valid (or barely damaged)
/// UTF-8, then the
/// best-scoring single-byte code page among windows-1252 (ISO-8859-1), Mac OS Roman,
/// windows-1251, KOI8-R, windows-1253 and ISO-8859-7.
///
/// ```swift
/// let detected = TextEncodingDetector().detect(bytes)
/// print(detected.encoding, detected.reason)   // "windows-1251 not UTF-8; best-scoring …"
/// ```
///
/// Detection never fails; undecodable sequences become U+FFFD. The heuristics look at the
/// first ``sampleSize`` bytes; the whole input is decoded.
public struct TextEncodingDetector: Sendable {
  /// How many leading bytes the UTF-16 and single-byte heuristics examine.
  public var sampleSize: Int

  /// A detector examining the first `sampleSize` bytes (256 KiB by default).
  public init(sampleSize: Int = 256 << 10) {
    self.sampleSize = max(64, sampleSize)
  }

  /// Detects the encoding of `bytes` and decodes them.
  /// - Complexity: O(n).
  public func detect(_ bytes: [UInt8]) -> DetectedText {
    if let (encoding, length) = Self.byteOrderMark(bytes) {
      return DetectedText(
        encoding: encoding, reason: .byteOrderMark, confidence: 1,
        text: TextDecoding.decode(bytes[length...], as: encoding))
    }
    let sample = bytes.prefix(sampleSize)
    if let encoding = UTF16Heuristic.encoding(of: sample) {
      return DetectedText(
        encoding: encoding, reason: .nullBytePattern, confidence: 0.9,
        text: TextDecoding.decode(bytes, as: encoding))
    }
    if bytes.allSatisfy({ $0 < 0x80 }) {
      return DetectedText(
        encoding: .utf8, reason: .ascii, confidence: 1,
        text: String(decoding: bytes, as: UTF8.self))
    }
    if let text = String(validating: bytes, as: UTF8.self) {
      return DetectedText(encoding: .utf8, reason: .validUTF8, confidence: 1, text: text)
    }
    if UTF8Validation.isMostlyUTF8(bytes) {
      return DetectedText(
        encoding: .utf8, reason: .mostlyValidUTF8, confidence: 0.8,
        text: String(decoding: bytes, as: UTF8.self))
    }
    let ranking = SingleByteScorer.rank(sample)
    let best = ranking.first ?? (.windows1252, 0)
    let runnerUp = ranking.dropFirst().first
    var encoding = best.encoding
    if encoding == .windows1252, !sample.contains(where: { (0x80...0x9F).contains($0) }) {
      encoding = .isoLatin1
    }
    let margin = best.score - (runnerUp?.score ?? 0)
    let confidence = min(0.95, max(0.1, margin / max(1, abs(best.score))))
    return DetectedText(
      encoding: encoding, reason: .singleByteScore(runnerUp: runnerUp?.encoding),
      confidence: confidence, text: TextDecoding.decode(bytes, as: encoding))
  }

  /// Decodes `bytes` in a declared encoding (a `charset` label), skipping a matching BOM.
  public func decode(_ bytes: [UInt8], as encoding: TextEncoding) -> DetectedText {
    var start = 0
    if let (bomEncoding, length) = Self.byteOrderMark(bytes), bomEncoding == encoding {
      start = length
    }
    return DetectedText(
      encoding: encoding, reason: .declared, confidence: 1,
      text: TextDecoding.decode(bytes[start...], as: encoding))
  }

  /// The encoding a leading byte-order mark names and the mark's length. UTF-32LE's mark
  /// begins like UTF-16LE's, so it is tested first.
  static func byteOrderMark(_ bytes: [UInt8]) -> (TextEncoding, Int)? {
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32LE, 4) }
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (.utf32BE, 4) }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
    if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LE, 2) }
    if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BE, 2) }
    return nil
  }
}
