/// The run-length code of icns colour planes (`is32`…`it32`, `ARGB`): a byte `n` below 0x80
/// copies the next `n + 1` bytes; `n` from 0x80 repeats the next byte `n − 125` times.
enum ICNSRunLength {
  /// Expands one plane of `count` bytes per entry of `planeChannels` from `bytes[range]`
  /// into the interleaved `output` (`channels` samples a pixel): plane `p`'s byte `i` lands
  /// at `i * channels + planeChannels[p]`.
  /// - Returns: the bytes of `range` consumed.
  /// - Throws: ``ImageDecodingError`` when the data ends early or a run crosses a plane.
  @discardableResult
  static func expand(
    _ bytes: [UInt8], _ range: Range<Int>, count: Int, planeChannels: [Int],
    into output: inout [UInt8], channels: Int
  ) throws -> Int {
    var position = range.lowerBound
    let end = range.upperBound
    for (plane, channel) in planeChannels.enumerated() {
      var filled = 0
      while filled < count {
        guard position < end else { throw ImageDecodingError.truncated(format: .icns) }
        let code = Int(bytes[position])
        position += 1
        if code < 0x80 {
          let length = code + 1
          guard length <= count - filled else { throw overrun(plane: plane) }
          guard length <= end - position else { throw ImageDecodingError.truncated(format: .icns) }
          for i in 0..<length { output[(filled + i) * channels + channel] = bytes[position + i] }
          position += length
          filled += length
        } else {
          let length = code - 125
          guard length <= count - filled else { throw overrun(plane: plane) }
          guard position < end else { throw ImageDecodingError.truncated(format: .icns) }
          let value = bytes[position]
          position += 1
          for i in 0..<length { output[(filled + i) * channels + channel] = value }
          filled += length
        }
      }
    }
    return position - range.lowerBound
  }

  private static func overrun(plane: Int) -> ImageDecodingError {
    .invalidValue(
      format: .icns, field: "run length crossing the end of colour plane", value: plane,
      expected: "runs inside one plane")
  }
}
