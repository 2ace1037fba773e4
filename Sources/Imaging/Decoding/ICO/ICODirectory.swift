/// The directory of a Windows icon (`.ico`): a 6-byte header (reserved 0, type 1, count) and
/// 16-byte entries, little-endian, each naming a PNG or DIB (headerless BMP) image.
struct ICODirectory {
  /// One image entry, its range checked against the file.
  struct Entry {
    /// Width and height in pixels (a stored 0 means 256).
    var width: Int
    var height: Int
    /// Bits per pixel as the entry states it (0 when unstated).
    var bitCount: Int
    /// The image's bytes in the file.
    var data: Range<Int>
  }

  /// The entries, in file order, that lie inside the file.
  var entries: [Entry]

  /// Reads the directory of `bytes`.
  /// - Throws: ``ImageDecodingError`` when the header is short or not an icon, or when no
  ///   entry lies inside the file.
  init(bytes: [UInt8]) throws {
    guard bytes.count >= 6 else { throw ImageDecodingError.truncated(format: .ico) }
    guard Self.u16(bytes, 0) == 0, Self.u16(bytes, 2) == 1 else {
      throw ImageDecodingError.badSignature(format: .ico)
    }
    let count = Int(Self.u16(bytes, 4))
    guard count > 0 else { throw ImageDecodingError.missing(format: .ico, structure: "image") }
    guard bytes.count >= 6 + 16 * count else { throw ImageDecodingError.truncated(format: .ico) }
    var entries: [Entry] = []
    for index in 0..<count {
      let base = 6 + 16 * index
      let size = Int(Self.u32(bytes, base + 8))
      let offset = Int(Self.u32(bytes, base + 12))
      guard size > 0, offset <= bytes.count, size <= bytes.count - offset else { continue }
      entries.append(
        Entry(
          width: bytes[base] == 0 ? 256 : Int(bytes[base]),
          height: bytes[base + 1] == 0 ? 256 : Int(bytes[base + 1]),
          bitCount: Int(Self.u16(bytes, base + 6)), data: offset..<offset + size))
    }
    guard !entries.isEmpty else { throw ImageDecodingError.truncated(format: .ico) }
    self.entries = entries
  }

  static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(u16(bytes, offset)) | UInt32(u16(bytes, offset + 2)) << 16
  }
}
