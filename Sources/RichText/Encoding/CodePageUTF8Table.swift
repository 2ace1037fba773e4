/// A single-byte code page as UTF-8, for decoding `\'hh` and 8-bit text straight into UTF-8
/// output: entry `b` holds the UTF-8 of byte `b`'s character in its low 32 bits
/// (little-endian, unused bytes zero) and that UTF-8's length in bits 32–39, so decoding a
/// byte is one load and one store.
///
/// Built once per code page and read from `CodePageDecoder`'s per-code-page `String` table,
/// so it decodes exactly as that table does: bytes below 0x80 are ASCII, bytes below 0x20
/// other than tab (which the parser drops before decoding) have length 0.
struct CodePageUTF8Table {
  /// The 256 entries, owned by the table until `deallocate()`.
  let entries: UnsafePointer<UInt64>

  /// The table for a code page decoded as `decoded` (256 strings, one per byte), or `nil`
  /// when an entry is not exactly one scalar, or is U+2028 or U+FFFC (which the plain-text
  /// sink would rewrite): such code pages keep the general path.
  init?(decoded: [String]) {
    guard decoded.count == 256 else { return nil }
    var packed = [UInt64](repeating: 0, count: 256)
    for byte in 0..<256 {
      let scalar: Unicode.Scalar
      if byte < 0x80 {
        if byte < 0x20 && byte != 0x09 { continue }
        scalar = Unicode.Scalar(UInt8(byte))
      } else {
        let scalars = decoded[byte].unicodeScalars
        guard scalars.count == 1, let only = scalars.first, only != "\u{2028}",
          only != "\u{FFFC}"
        else { return nil }
        scalar = only
      }
      var bits: UInt64 = 0
      var length: UInt64 = 0
      UTF8.encode(scalar) { unit in
        bits |= UInt64(unit) << (8 * length)
        length += 1
      }
      packed[byte] = bits | length << 32
    }
    let storage = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
    storage.initialize(from: packed, count: 256)
    entries = UnsafePointer(storage)
  }

  /// Frees the entries; the table must not be used afterwards.
  func deallocate() {
    entries.deallocate()
  }
}
