import ByteReading

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
    guard try Self.field(bytes, 0, as: UInt16.self) == 0,
      try Self.field(bytes, 2, as: UInt16.self) == 1
    else {
      throw ImageDecodingError.badSignature(format: .ico)
    }
    let count = try Int(Self.field(bytes, 4, as: UInt16.self))
    guard count > 0 else { throw ImageDecodingError.missing(format: .ico, structure: "image") }
    guard bytes.count >= 6 + 16 * count else { throw ImageDecodingError.truncated(format: .ico) }
    var entries: [Entry] = []
    for index in 0..<count {
      let base = 6 + 16 * index
      let size = try Int(Self.field(bytes, base + 8, as: UInt32.self))
      let offset = try Int(Self.field(bytes, base + 12, as: UInt32.self))
      guard size > 0, offset <= bytes.count, size <= bytes.count - offset else { continue }
      entries.append(
        Entry(
          width: bytes[base] == 0 ? 256 : Int(bytes[base]),
          height: bytes[base + 1] == 0 ? 256 : Int(bytes[base + 1]),
          bitCount: Int(try Self.field(bytes, base + 6, as: UInt16.self)),
          data: offset..<offset + size))
    }
    guard !entries.isEmpty else { throw ImageDecodingError.truncated(format: .ico) }
    self.entries = entries
  }

  /// The little-endian field at `offset`. The callers' length checks keep every field read
  /// inside `bytes`; one outside would throw ``ImageDecodingError/truncated(format:)``.
  static func field<T: FixedWidthInteger>(_ bytes: [UInt8], _ offset: Int, as: T.Type) throws
    -> T
  {
    guard let value = bytes.getInteger(at: offset, endianness: .little, as: T.self) else {
      throw ImageDecodingError.truncated(format: .ico)
    }
    return value
  }
}
