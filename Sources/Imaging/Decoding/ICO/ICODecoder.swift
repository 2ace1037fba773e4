import Foundation

/// Decodes Windows icons (`.ico`) in Swift: one image, the one nearest the size asked for.
///
/// The entry chosen follows ``ICNSDecoder``'s rule (the smallest reaching the target's larger
/// side, else the largest; the deepest colour among equals). PNG images go to the PNG
/// decoder; DIB images (a BMP without its file header, height doubled for the AND mask) go
/// to the BMP decoder, then the 1-bit AND mask makes pixels transparent — except for 32-bit
/// images whose alpha channel is used. An entry that fails is skipped for the next; when
/// none decodes, the first error is thrown. Output is `.rgba`.
enum ICODecoder {
  /// Decodes the best image of `data`.
  /// - Throws: ``ImageDecodingError``.
  static func decode(_ data: Data, options: DecodingOptions) throws -> Image {
    let bytes = [UInt8](data)
    let directory = try ICODirectory(bytes: bytes)
    let needed = options.targetSize.map { max($0.width, $0.height) } ?? Int.max
    let ordered = directory.entries.sorted { a, b in
      let aFits = a.width >= needed
      let bFits = b.width >= needed
      if aFits != bFits { return aFits }
      if a.width != b.width { return aFits ? a.width < b.width : a.width > b.width }
      return a.bitCount > b.bitCount
    }
    var firstError: (any Error)?
    for entry in ordered {
      do {
        return try decode(entry, bytes: bytes, options: options)
      } catch {
        firstError = firstError ?? error
      }
    }
    throw firstError ?? ImageDecodingError.missing(format: .ico, structure: "image")
  }

  private static func decode(
    _ entry: ICODirectory.Entry, bytes: [UInt8], options: DecodingOptions
  ) throws -> Image {
    let member = Array(bytes[entry.data])
    if member.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      return try PNGDecoder.decode(Data(member), options: options).image.converted(to: .rgba)
    }
    return try ICOBitmap(dib: member).decode(options: options)
  }
}
