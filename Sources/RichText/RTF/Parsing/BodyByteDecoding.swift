/// How the parser decodes a code page byte (`\'hh`, 8-bit text) of the body: straight into
/// the sink through a table, or collected into `pendingBytes` and decoded at the next flush.
/// The tables belong to the parse's `CodePageDecoder`, which outlives every use.
enum BodyByteDecoding {
  /// Collected and decoded later: outside the body, in encapsulated HTML, after a high
  /// surrogate (the decoded text reports it as lone), behind other pending bytes, in UTF-8
  /// and in code pages the tables cannot hold.
  case collected
  /// A single-byte code page: a `CodePageUTF8Table`'s entries.
  case singleByte(UnsafePointer<UInt64>)
  /// A double-byte code page: a `DoubleByteUTF8Table`'s entries; a lead byte waits alone in
  /// `pendingBytes` for its trail.
  case doubleByte(
    pairs: UnsafeMutablePointer<UInt64>, singles: UnsafeMutablePointer<UInt64>,
    codePage: CodePage)
}
