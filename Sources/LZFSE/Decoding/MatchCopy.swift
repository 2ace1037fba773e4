/// Copies shared by the LZFSE and LZVN decoders. The caller has checked that the source and
/// destination ranges lie inside the output.
enum MatchCopy {
  /// Copies `length` bytes that start `distance` bytes back, as a byte-by-byte forward copy
  /// would (an overlapping match repeats its first `distance` bytes).
  @inline(__always)
  static func match(
    _ output: UnsafeMutablePointer<UInt8>, at position: Int, distance: Int, length: Int
  ) {
    let destination = output + position
    let source = destination - distance
    if length <= 16 {
      for index in 0..<length { destination[index] = source[index] }
      return
    }
    // Non-overlapping pieces: each copy doubles the run that already repeats the pattern.
    var copied = 0
    while copied < length {
      let piece = min(distance + copied, length - copied)
      (destination + copied).update(from: source, count: piece)
      copied += piece
    }
  }

  /// Copies `length` bytes that do not overlap the destination.
  @inline(__always)
  static func literals(
    _ output: UnsafeMutablePointer<UInt8>, at position: Int, from source: UnsafePointer<UInt8>,
    length: Int
  ) {
    if length <= 16 {
      for index in 0..<length { output[position + index] = source[index] }
    } else {
      (output + position).update(from: source, count: length)
    }
  }
}
