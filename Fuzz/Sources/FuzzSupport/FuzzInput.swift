import Foundation

/// Reads structured values from a fuzzer's bytes, front to back; once the bytes run out
/// every read returns zero / empty, so any input is a valid program.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var offset = 0

  /// Wraps the bytes libFuzzer passed in.
  public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    if let data, size > 0 {
      bytes = Array(UnsafeBufferPointer(start: data, count: size))
    } else {
      bytes = []
    }
  }

  /// Wraps bytes (for seeds and tests).
  public init(bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte has been consumed.
  public var isAtEnd: Bool { offset >= bytes.count }

  /// The bytes not yet consumed.
  public var remaining: [UInt8] { Array(bytes[min(offset, bytes.count)...]) }

  /// The next byte, or 0.
  public mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A little-endian 16-bit value.
  public mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

  /// A value in `range`, from one or two bytes.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = range.upperBound - range.lowerBound + 1
    let raw = span <= 256 ? Int(byte()) : Int(uint16())
    return range.lowerBound + raw % span
  }

  /// A boolean from one byte's low bit.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// Up to `maximum` bytes, length-prefixed by one or two bytes.
  public mutating func chunk(maximum: Int) -> [UInt8] {
    let length = min(int(in: 0...maximum), bytes.count - min(offset, bytes.count))
    defer { offset += length }
    return Array(bytes[offset..<offset + length])
  }

  /// A string decoded from up to `maximum` bytes as UTF-8 (invalid sequences repaired).
  public mutating func string(maximum: Int) -> String {
    String(decoding: chunk(maximum: maximum), as: UTF8.self)
  }

  /// One of `choices`.
  public mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(in: 0...(choices.count - 1))]
  }
}
