/// Builds seed inputs in the layout ``FuzzInput`` reads, so seeds reach deep code at once.
public struct SeedBytes {
  /// The bytes so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty seed.
  public init() {}

  /// Appends one byte.
  public mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// Appends raw bytes.
  public mutating func bytes(_ values: [UInt8]) { bytes += values }

  /// Appends `value` as ``FuzzInput/int(in:)`` reads it back.
  public mutating func int(_ value: Int, in range: ClosedRange<Int>) {
    let raw = value - range.lowerBound
    if range.upperBound - range.lowerBound + 1 <= 256 {
      bytes.append(UInt8(raw))
    } else {
      bytes += [UInt8(raw & 0xFF), UInt8(raw >> 8)]
    }
  }

  /// Appends a length-prefixed chunk as ``FuzzInput/chunk(maximum:)`` reads it back.
  public mutating func chunk(_ value: [UInt8], maximum: Int) {
    let clipped = Array(value.prefix(maximum))
    int(clipped.count, in: 0...maximum)
    bytes += clipped
  }

  /// Appends a string's UTF-8 as a chunk.
  public mutating func string(_ value: String, maximum: Int) {
    chunk(Array(value.utf8), maximum: maximum)
  }
}
