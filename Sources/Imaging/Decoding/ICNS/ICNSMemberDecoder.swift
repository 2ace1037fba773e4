import ByteReading
import Foundation

/// Decodes one icns picture element to an ``Image``.
struct ICNSMemberDecoder {
  let bytes: [UInt8]
  let file: ICNSFile
  let options: DecodingOptions

  /// Decodes `member`.
  /// - Throws: ``ImageDecodingError``; `unsupported` for JPEG 2000 when OpenJPEG is missing.
  func decode(_ member: ICNSDecoder.Member) throws -> Image {
    switch member.kind {
    case .encoded: return try decodeEncoded(member)
    case .rgb(let mask): return try decodeRGB(member, mask: file.data(of: mask))
    case .monochrome: return try decodeMonochrome(member)
    case .indexed(let bits, let mask):
      return try decodeIndexed(member, bits: bits, mask: file.data(of: mask))
    }
  }

  private func decodeEncoded(_ member: ICNSDecoder.Member) throws -> Image {
    let range = member.data
    let start = range.lowerBound
    func starts(_ magic: [UInt8]) -> Bool {
      range.count >= magic.count && bytes[start..<start + magic.count].elementsEqual(magic)
    }
    if starts([0x89, 0x50, 0x4E, 0x47]) {
      return try PNGDecoder.decode(Data(bytes[range]), options: options).image
    }
    if starts(Array("ARGB".utf8)) {
      let count = member.width * member.height
      var pixels = [UInt8](repeating: 0, count: count * 4)
      try ICNSRunLength.expand(
        bytes, start + 4..<range.upperBound, count: count, planeChannels: [3, 0, 1, 2],
        into: &pixels, channels: 4)
      return Image(width: member.width, height: member.height, layout: .rgba, pixels: pixels)
    }
    if starts([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) || starts([0xFF, 0x4F, 0xFF, 0x51])
    {
      do {
        return try JPEG2000Decoder.decode(
          bytes, range, maximumSide: 2 * max(member.width, member.height), options: options)
      } catch is CodecLoadingError {
        throw ImageDecodingError.unsupported(
          format: .icns, feature: "JPEG 2000 element \(member.type) (libopenjp2-7 not loadable)")
      }
    }
    let magic =
      bytes.getInteger(at: start, byteCount: min(4, range.upperBound - start), as: Int.self) ?? 0
    throw ImageDecodingError.invalidValue(
      format: .icns, field: "\(member.type) data signature", value: magic,
      expected: "PNG, JPEG 2000 or ARGB")
  }

  /// `is32`…`it32`: RLE planes (or raw RGB / ARGB, as some tools write), alpha from `mask`.
  private func decodeRGB(_ member: ICNSDecoder.Member, mask: Range<Int>?) throws -> Image {
    let count = member.width * member.height
    var pixels = [UInt8](repeating: 255, count: count * 4)
    let range = member.data
    if range.count == count * 4 {
      for i in 0..<count {
        let source = range.lowerBound + i * 4
        pixels[i * 4 + 3] = bytes[source]
        pixels[i * 4] = bytes[source + 1]
        pixels[i * 4 + 1] = bytes[source + 2]
        pixels[i * 4 + 2] = bytes[source + 3]
      }
    } else if range.count == count * 3 {
      for i in 0..<count * 3 { pixels[i / 3 * 4 + i % 3] = bytes[range.lowerBound + i] }
    } else {
      // it32 data starts with four zero bytes.
      let skip = member.type == "it32" ? 4 : 0
      guard range.count >= skip else { throw ImageDecodingError.truncated(format: .icns) }
      try ICNSRunLength.expand(
        bytes, range.lowerBound + skip..<range.upperBound, count: count,
        planeChannels: [0, 1, 2], into: &pixels, channels: 4)
    }
    if let mask {
      guard mask.count >= count else { throw ImageDecodingError.truncated(format: .icns) }
      for i in 0..<count { pixels[i * 4 + 3] = bytes[mask.lowerBound + i] }
    }
    return Image(width: member.width, height: member.height, layout: .rgba, pixels: pixels)
  }

  /// `ICN#` and friends: a 1-bit image (1 is black) followed by a 1-bit mask.
  private func decodeMonochrome(_ member: ICNSDecoder.Member) throws -> Image {
    let count = member.width * member.height
    guard member.data.count >= count / 4 else { throw ImageDecodingError.truncated(format: .icns) }
    var pixels = [UInt8](repeating: 0, count: count * 4)
    let mask = member.data.lowerBound + count / 8..<member.data.upperBound
    for i in 0..<count {
      let value: UInt8 = bit(member.data.lowerBound, i) ? 0 : 255
      pixels[i * 4] = value
      pixels[i * 4 + 1] = value
      pixels[i * 4 + 2] = value
      pixels[i * 4 + 3] = bit(mask.lowerBound, i) ? 255 : 0
    }
    return Image(width: member.width, height: member.height, layout: .rgba, pixels: pixels)
  }

  /// `icl8`/`icl4` and friends: classic palette indices, masked by the `#` element's mask.
  private func decodeIndexed(_ member: ICNSDecoder.Member, bits: Int, mask: Range<Int>?) throws
    -> Image
  {
    let count = member.width * member.height
    guard member.data.count >= count * bits / 8 else {
      throw ImageDecodingError.truncated(format: .icns)
    }
    let palette = bits == 8 ? ICNSClassicPalette.eightBit : ICNSClassicPalette.fourBit
    var pixels = [UInt8](repeating: 255, count: count * 4)
    let maskStart = mask.flatMap { $0.count >= count / 4 ? $0.lowerBound + count / 8 : nil }
    for i in 0..<count {
      let index: Int
      if bits == 8 {
        index = Int(bytes[member.data.lowerBound + i])
      } else {
        let byte = bytes[member.data.lowerBound + i / 2]
        index = Int(i % 2 == 0 ? byte >> 4 : byte & 0x0F)
      }
      let (red, green, blue) = palette[index]
      pixels[i * 4] = red
      pixels[i * 4 + 1] = green
      pixels[i * 4 + 2] = blue
      if let maskStart { pixels[i * 4 + 3] = bit(maskStart, i) ? 255 : 0 }
    }
    return Image(width: member.width, height: member.height, layout: .rgba, pixels: pixels)
  }

  /// Bit `index` (most significant first) of the bitmap starting at `start`.
  private func bit(_ start: Int, _ index: Int) -> Bool {
    bytes[start + index / 8] & (0x80 >> UInt8(index % 8)) != 0
  }
}
