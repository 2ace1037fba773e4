import ByteReading
import Foundation

/// Decodes Apple icon images (`.icns`) in Swift: one member, the one nearest the size asked
/// for.
///
/// With ``DecodingOptions/targetSize`` set, the member chosen is the smallest whose width
/// reaches the target's larger side, else the largest; without it, the largest. Among
/// members of one size, PNG/JPEG 2000/ARGB come before 24-bit RLE, then 8-bit, 4-bit and
/// 1-bit indexed. A member that cannot be decoded here (a JPEG 2000 stream, or damaged
/// data) is skipped for the next candidate; when none decodes, the first member's error is
/// thrown. Output is `.rgba` with straight alpha (PNG members keep the PNG decoder's layout).
enum ICNSDecoder {
  /// One candidate picture element.
  struct Member {
    var type: String
    var kind: ICNSMemberKind
    var width: Int
    var height: Int
    var data: Range<Int>
  }

  /// Decodes the best member of `data`.
  /// - Throws: ``ImageDecodingError``.
  static func decode(_ data: Data, options: DecodingOptions) throws -> Image {
    let bytes = [UInt8](data)
    let file = try ICNSFile(bytes: bytes)
    let members = ordered(members(of: file, bytes: bytes), for: options)
    guard !members.isEmpty else {
      throw ImageDecodingError.missing(format: .icns, structure: "picture element")
    }
    var firstError: (any Error)?
    for member in members {
      do {
        return try ICNSMemberDecoder(bytes: bytes, file: file, options: options).decode(member)
      } catch {
        firstError = firstError ?? error
      }
    }
    throw firstError ?? ImageDecodingError.missing(format: .icns, structure: "picture element")
  }

  /// The picture elements of `file`; PNG members report the size in their own header.
  static func members(of file: ICNSFile, bytes: [UInt8]) -> [Member] {
    file.elements.compactMap { element in
      guard let (kind, width, height) = ICNSMemberKind.of(element.type) else { return nil }
      var member = Member(
        type: element.type, kind: kind, width: width, height: height, data: element.data)
      if kind == .encoded, let size = pngSize(bytes, element.data) {
        (member.width, member.height) = size
      }
      return member
    }
  }

  /// The order to try members in for `options` (see the type's discussion).
  static func ordered(_ members: [Member], for options: DecodingOptions) -> [Member] {
    let needed = options.targetSize.map { max($0.width, $0.height) } ?? Int.max
    return members.sorted { a, b in
      let aFits = a.width >= needed
      let bFits = b.width >= needed
      if aFits != bFits { return aFits }
      if a.width != b.width { return aFits ? a.width < b.width : a.width > b.width }
      return a.kind.rank < b.kind.rank
    }
  }

  /// Width and height from a PNG member's `IHDR`, when the data is a PNG.
  private static func pngSize(_ bytes: [UInt8], _ range: Range<Int>) -> (Int, Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard range.count >= 24, bytes[range.lowerBound..<range.lowerBound + 8].elementsEqual(signature)
    else { return nil }
    guard let width = bytes.getInteger(at: range.lowerBound + 16, as: UInt32.self).map(Int.init),
      let height = bytes.getInteger(at: range.lowerBound + 20, as: UInt32.self).map(Int.init),
      width > 0, height > 0, width <= 1 << 16, height <= 1 << 16
    else { return nil }
    return (width, height)
  }
}
