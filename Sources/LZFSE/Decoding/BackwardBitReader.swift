/// Reads an FSE bitstream the way LZFSE stores it: the payload is one little-endian number
/// read from its most significant bit down, starting below the `padding` zero bits at the top
/// of the last byte. Bytes are loaded from the end towards the start into a 64-bit
/// accumulator that keeps at least 56 bits while bytes remain.
///
/// Apple's decoder loads eight bytes at a time and may look at bytes before the stream (they
/// are never used by a valid stream); this reader stops at the stream's first byte, so a
/// stream that needs more bits than it holds fails here instead.
struct BackwardBitReader {
  private let bytes: UnsafePointer<UInt8>
  /// Bytes `bytes[0..<position]` are not loaded yet.
  private var position: Int
  private var accumulator: UInt64 = 0
  /// Valid low bits of `accumulator`.
  private(set) var count = 0

  /// Starts at the end of the `length` bytes at `start`; `finalBits` is the header's −7…0
  /// value. Returns nil when the padding bits are not zero or there are fewer bits than
  /// padding.
  init?(start: UnsafePointer<UInt8>, length: Int, finalBits: Int) {
    bytes = start
    position = length
    let first = min(length, finalBits == 0 ? 7 : 8)
    for _ in 0..<first {
      position -= 1
      accumulator = accumulator &<< 8 | UInt64(bytes[position])
    }
    count = 8 * first + finalBits
    guard count >= 0, accumulator &>> UInt64(count) == 0 else { return nil }
  }

  /// Loads whole bytes until at least 56 bits are held or the stream's start is reached.
  @inline(__always)
  mutating func refill() {
    let wanted = (63 - count) >> 3
    if wanted <= 0 { return }
    if position >= 8 {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(bytes + position - 8).loadUnaligned(as: UInt64.self))
      let shift = UInt64(8 * wanted)
      accumulator = accumulator &<< shift | word &>> (64 - shift)
      position -= wanted
      count += 8 * wanted
    } else {
      for _ in 0..<min(wanted, position) {
        position -= 1
        accumulator = accumulator &<< 8 | UInt64(bytes[position])
        count += 8
      }
    }
  }

  /// The next `n` bits (0…56), or nil when fewer remain.
  @inline(__always)
  mutating func pull(_ n: Int) -> UInt64? {
    guard n <= count else { return nil }
    count -= n
    let value = accumulator &>> UInt64(count)
    accumulator &= (1 &<< UInt64(count)) &- 1
    return value
  }
}
