/// Copies shared by the LZFSE and LZVN decoders. The caller has checked that the source and
/// destination ranges lie inside the output; the output has ``slack`` bytes of room past
/// its declared end, so copies may move whole 8-byte words and spill into bytes that are
/// written again later (or never part of the result).
enum MatchCopy {
  /// Bytes the output is allocated beyond its declared size.
  static let slack = 16

  /// Copies `length` bytes that start `distance` bytes back, as a byte-by-byte forward copy
  /// would (an overlapping match repeats its first `distance` bytes).
  @inline(__always)
  static func match(
    _ output: UnsafeMutablePointer<UInt8>, at position: Int, distance: Int, length: Int
  ) {
    let destination = UnsafeMutableRawPointer(output + position)
    if distance >= 8 {
      // Each word read is already written: it ends at least 8 bytes before the word written.
      var index = 0
      repeat {
        let word = UnsafeRawPointer(destination + index - distance).loadUnaligned(as: UInt64.self)
        destination.storeBytes(of: word, toByteOffset: index, as: UInt64.self)
        index &+= 8
      } while index < length
      return
    }
    let target = output + position
    let source = target - distance
    for index in 0..<length { target[index] = source[index] }
  }

  /// Copies `length` bytes from a source with at least `length` rounded up to 8 readable
  /// bytes that do not overlap the destination.
  @inline(__always)
  static func wideLiterals(
    _ output: UnsafeMutablePointer<UInt8>, at position: Int, from source: UnsafePointer<UInt8>,
    length: Int
  ) {
    let destination = UnsafeMutableRawPointer(output + position)
    let from = UnsafeRawPointer(source)
    var index = 0
    while index < length {
      destination.storeBytes(
        of: from.loadUnaligned(fromByteOffset: index, as: UInt64.self), toByteOffset: index,
        as: UInt64.self)
      index &+= 8
    }
  }

  /// Copies exactly `length` bytes that do not overlap the destination.
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
