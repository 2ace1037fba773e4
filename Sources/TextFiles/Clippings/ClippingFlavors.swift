import RichText

/// The flavour types a clipping's text and images are looked up by, in preference order.
enum ClippingFlavors {
  enum Decoding {
    case utf8, utf16, macRoman, rtf
  }

  struct Order {
    var text: [(String, Decoding)]
    var images: [String]
  }

  static let utiOrder = Order(
    text: [
      ("public.utf8-plain-text", .utf8), ("public.utf16-plain-text", .utf16),
      ("public.utf16-external-plain-text", .utf16), ("public.plain-text", .utf8),
      ("com.apple.traditional-mac-plain-text", .macRoman), ("public.rtf", .rtf),
    ],
    images: ["public.png", "public.tiff", "public.jpeg", "com.compuserve.gif", "com.apple.pict"])

  static let resourceOrder = Order(
    text: [("utf8", .utf8), ("utxt", .utf16), ("TEXT", .macRoman), ("RTF ", .rtf)],
    images: ["PNGf", "TIFF", "JPEG", "GIFf", "PICT"])

  static func decode(_ bytes: [UInt8], _ decoding: Decoding) -> String? {
    switch decoding {
    case .utf8:
      return TextDocument.normalizingLineBreaks(
        TextDecoding.decode(
          bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: .utf8))
    case .utf16:
      // Native order on the Mac that wrote it (little-endian now), a BOM overriding.
      let detector = TextEncodingDetector()
      if let (encoding, _) = TextEncodingDetector.byteOrderMark(bytes), encoding != .utf8 {
        return TextDocument.normalizingLineBreaks(detector.decode(bytes, as: encoding).text)
      }
      let encoding: TextEncoding = UTF16Heuristic.encoding(of: bytes[...]) ?? .utf16LE
      return TextDocument.normalizingLineBreaks(TextDecoding.decode(bytes, as: encoding))
    case .macRoman:
      return TextDocument.normalizingLineBreaks(TextDecoding.decode(bytes, as: .macRoman))
    case .rtf:
      guard let result = try? RTFReader().readPlainText(bytes) else { return nil }
      return result.text
    }
  }
}
