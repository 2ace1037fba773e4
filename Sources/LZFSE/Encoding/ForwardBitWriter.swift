/// Builds an FSE bitstream for ``BackwardBitReader``: the first bits written end up lowest
/// (at the stream's start), so the reader, which starts at the top, meets them last.
struct ForwardBitWriter {
  private(set) var bytes: [UInt8] = []
  private var accumulator: UInt64 = 0
  private var count = 0

  /// Appends the low `width` (≤ 32) bits of `value`.
  mutating func write(_ value: UInt64, width: Int) {
    guard width > 0 else { return }
    accumulator |= (value & ((1 << UInt64(width)) - 1)) << UInt64(count)
    count += width
    while count >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: accumulator))
      accumulator >>= 8
      count -= 8
    }
  }

  /// The stream and its final-bits value (minus the padding bits at the top of the last byte).
  mutating func finish() -> (bytes: [UInt8], finalBits: Int) {
    guard count > 0 else { return (bytes, 0) }
    bytes.append(UInt8(truncatingIfNeeded: accumulator))
    let padding = 8 - count
    accumulator = 0
    count = 0
    return (bytes, -padding)
  }
}
