import ByteReading

/// The first frame of an animated WebP, found by walking the RIFF container in Swift
/// (what libwebpdemux would do; that library is not on a fresh machine).
///
/// Layout (Google's WebP container specification): `RIFF` size `WEBP`, then chunks of
/// fourcc, little-endian 32-bit size and payload padded to an even length. An `ANMF` chunk's
/// payload starts with 16 bytes — frame X/2 and Y/2, width−1 and height−1 (24 bits each),
/// duration (24 bits), flags — followed by the frame's `ALPH` and `VP8 `/`VP8L` chunks.
struct WebPContainer {
  /// Where the first frame sits on the canvas.
  struct Frame: Equatable {
    /// Left edge on the canvas.
    var left: Int
    /// Top edge on the canvas.
    var top: Int
    /// Frame width.
    var width: Int
    /// Frame height.
    var height: Int
    /// Byte range of the frame's `ALPH`/`VP8 `/`VP8L` chunks, the bitstream libwebp decodes.
    var bitstream: Range<Int>
  }

  /// Finds the first `ANMF` frame in `bytes` (a whole file).
  /// - Throws: ``ImageDecodingError/truncated(format:)`` when a chunk runs past the end,
  ///   ``ImageDecodingError/missing(format:structure:)`` when no frame can be found.
  static func firstFrame(in bytes: UnsafeBufferPointer<UInt8>) throws -> Frame {
    var offset = 12
    while offset + 8 <= bytes.count {
      let (fourcc, size) = chunkHeader(bytes, at: offset)
      let payload = offset + 8
      guard size <= bytes.count - payload else { throw ImageDecodingError.truncated(format: .webp) }
      if fourcc == "ANMF" {
        return try frame(bytes, payload: payload..<payload + size)
      }
      offset = payload + size + (size & 1)
    }
    if offset < bytes.count { throw ImageDecodingError.truncated(format: .webp) }
    throw ImageDecodingError.missing(format: .webp, structure: "animation frame (ANMF)")
  }

  private static func frame(_ bytes: UnsafeBufferPointer<UInt8>, payload: Range<Int>) throws
    -> Frame
  {
    guard payload.count >= 16 else {
      throw ImageDecodingError.invalidValue(
        format: .webp, field: "ANMF chunk size", value: payload.count, expected: "≥ 16")
    }
    let base = payload.lowerBound
    // The frame header's 16 bytes lie inside the payload (checked above).
    func uint24(_ at: Int) -> Int {
      ByteReader(UnsafeRawBufferPointer(bytes)).getInteger(
        at: base + at, byteCount: 3, endianness: .little, as: Int.self) ?? 0
    }
    var start: Int?
    var offset = base + 16
    while offset + 8 <= payload.upperBound {
      let (fourcc, size) = chunkHeader(bytes, at: offset)
      let end = offset + 8 + size
      guard size <= payload.upperBound - offset - 8 else {
        throw ImageDecodingError.truncated(format: .webp)
      }
      if fourcc == "ALPH" && start == nil { start = offset }
      if fourcc == "VP8 " || fourcc == "VP8L" {
        return Frame(
          left: uint24(0) * 2, top: uint24(3) * 2, width: uint24(6) + 1, height: uint24(9) + 1,
          bitstream: (start ?? offset)..<end)
      }
      offset = end + (size & 1)
    }
    throw ImageDecodingError.missing(format: .webp, structure: "bitstream in the first frame")
  }

  private static func chunkHeader(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
    String, Int
  ) {
    let fourcc = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    // The callers check that the 8-byte header lies inside the bytes.
    let size = Int(
      ByteReader(UnsafeRawBufferPointer(bytes)).getInteger(
        at: offset + 4, endianness: .little, as: UInt32.self) ?? 0)
    return (fourcc, size)
  }
}
