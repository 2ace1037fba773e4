import ByteReading
import Foundation

/// The Live Photo content identifier in a JPEG's Apple maker note (`Spec/Formats/Video.md`,
/// "Live Photos"): Exif `APP1` → IFD0 → Exif IFD (tag 0x8769) → MakerNote (tag 0x927C)
/// starting `Apple iOS\0`, version, byte order; its IFD's tag 17 (ASCII) is the identifier
/// the paired movie carries as `com.apple.quicktime.content.identifier`.
///
/// Every offset and count is checked against the bytes; at most 64 JPEG segments and 512
/// IFD entries are looked at. Malformed input gives `nil`, never a trap.
enum AppleMakerNote {
  /// The identifier in the JPEG `bytes`, or `nil`.
  static func contentIdentifier(inJPEG bytes: [UInt8]) -> String? {
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var offset = 2
    for _ in 0..<64 {
      guard offset + 4 <= bytes.count, bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      if marker == 0xDA || marker == 0xD9 { return nil }
      guard let length = bytes.getInteger(at: offset + 2, as: UInt16.self).map(Int.init),
        length >= 2, offset + 2 + length <= bytes.count
      else { return nil }
      let body = offset + 4
      if marker == 0xE1, length >= 8, Array(bytes[body..<body + 6]) == Array("Exif\0\0".utf8) {
        return fromTIFF(Array(bytes[body + 6..<offset + 2 + length]))
      }
      offset += 2 + length
    }
    return nil
  }

  /// The identifier in a TIFF-structured Exif block (also what HEIC's `Exif` item holds
  /// after its 4-byte offset).
  static func fromTIFF(_ tiff: [UInt8]) -> String? {
    guard tiff.count >= 8 else { return nil }
    let reader = Reader(bytes: tiff, order: tiff[0] == 0x4D ? .big : .little)
    guard let ifd0 = reader.u32(4),
      let exif = reader.entry(0x8769, inIFDAt: Int(ifd0)).flatMap({ reader.u32($0 + 8) }),
      let note = reader.entry(0x927C, inIFDAt: Int(exif)),
      let count = reader.u32(note + 4), let start = reader.u32(note + 8),
      Int(start) + Int(count) <= tiff.count, count >= 16
    else { return nil }
    let maker = Array(tiff[Int(start)..<Int(start) + Int(count)])
    return fromMakerNote(maker)
  }

  /// The identifier in an Apple maker note (offsets relative to its start).
  static func fromMakerNote(_ maker: [UInt8]) -> String? {
    guard maker.count >= 16, Array(maker[0..<10]) == Array("Apple iOS\0".utf8) else {
      return nil
    }
    let reader = Reader(bytes: maker, order: maker[12] == 0x4D ? .big : .little)
    guard let entry = reader.entry(0x0011, inIFDAt: 14), reader.u16(entry + 2) == 2,
      let count = reader.u32(entry + 4), count > 4, count <= 256,
      let start = reader.u32(entry + 8), Int(start) + Int(count) <= maker.count
    else { return nil }
    let text = maker[Int(start)..<Int(start) + Int(count)].prefix { $0 != 0 }
    let identifier = String(decoding: text, as: UTF8.self)
    return identifier.isEmpty ? nil : identifier
  }

  /// Bounds-checked integer reads in one byte order.
  struct Reader {
    let bytes: [UInt8]
    let order: Endianness

    func u16(_ at: Int) -> UInt16? { bytes.getInteger(at: at, endianness: order, as: UInt16.self) }

    func u32(_ at: Int) -> UInt32? { bytes.getInteger(at: at, endianness: order, as: UInt32.self) }

    /// The byte offset of the 12-byte entry for `tag` in the IFD at `offset`.
    func entry(_ tag: UInt16, inIFDAt offset: Int) -> Int? {
      guard let count = u16(offset) else { return nil }
      for index in 0..<min(Int(count), 512) {
        let entry = offset + 2 + index * 12
        guard let found = u16(entry) else { return nil }
        if found == tag { return entry }
      }
      return nil
    }
  }
}
