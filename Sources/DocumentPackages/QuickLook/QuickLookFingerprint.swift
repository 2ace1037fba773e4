import Deflate
import Foundation

/// The `docpkg-source` value a `.note`'s `QuickLook/Thumbnail.png` carries in a `tEXt`
/// chunk, recording what the thumbnail was made from (Spec/Formats/Note.md, "Freshness").
///
/// ```swift
/// let now = QuickLookFingerprint(textRTF: rtf, firstAttachment: ("photo.jpg", 5_120_000))
/// let fresh = png.text[QuickLookFingerprint.keyword] == now.value
/// ```
public struct QuickLookFingerprint: Hashable, Sendable {
  /// The `tEXt` keyword.
  public static let keyword = "docpkg-source"

  /// CRC-32 of `Text.rtf`.
  public var textChecksum: UInt32
  /// Size of `Text.rtf` in bytes.
  public var textSize: Int
  /// Name and size of the first attachment, if any.
  public var firstAttachment: (name: String, size: UInt64)?

  /// Computes the fingerprint of a package's current contents.
  public init(textRTF: Data, firstAttachment: (name: String, size: UInt64)?) {
    self.textChecksum = CRC32.checksum(textRTF)
    self.textSize = textRTF.count
    self.firstAttachment = firstAttachment
  }

  /// The chunk value, e.g. `v1 text=1a2b3c4d:1234 first=photo.jpg:5120000`.
  public var value: String {
    let digits = String(textChecksum, radix: 16)
    let crc = String(repeating: "0", count: 8 - digits.count) + digits
    let first = firstAttachment.map { "\(Self.escape($0.name)):\($0.size)" } ?? "-"
    return "v1 text=\(crc):\(textSize) first=\(first)"
  }

  /// Escapes space, `%`, `:` and every byte outside printable ASCII as `%XX` of UTF-8.
  static func escape(_ name: String) -> String {
    var result = ""
    for byte in name.utf8 {
      if byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "%") && byte != UInt8(ascii: ":") {
        result.append(Character(Unicode.Scalar(byte)))
      } else {
        let digits = String(byte, radix: 16, uppercase: true)
        result += "%" + (digits.count == 1 ? "0" + digits : digits)
      }
    }
    return result
  }

  /// Fingerprints are equal when their values are.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }

  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
