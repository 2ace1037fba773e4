import CZlib
import Foundation

/// A running CRC-32 (the zip/PNG polynomial), computed by zlib.
///
/// ```swift
/// var crc = CRC32()
/// crc.update(Data("IEND".utf8))
/// crc.value == 0xAE42_6082
/// ```
public struct CRC32: Sendable, Equatable {
  /// The checksum of everything folded in so far.
  public private(set) var value: UInt32 = 0

  /// A checksum of nothing (0).
  public init() {}

  /// Folds `bytes` into the checksum.
  public mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    var remaining = bytes.count
    var pointer = base.assumingMemoryBound(to: Bytef.self)
    var crc = uLong(value)
    while remaining > 0 {
      let chunk = min(remaining, Int(Int32.max))
      crc = CZlib.crc32(crc, pointer, uInt(chunk))
      pointer += chunk
      remaining -= chunk
    }
    value = UInt32(truncatingIfNeeded: crc)
  }

  /// Folds `data` into the checksum.
  public mutating func update(_ data: Data) {
    data.withUnsafeBytes { update($0) }
  }

  /// The CRC-32 of `data`.
  public static func checksum(_ data: Data) -> UInt32 {
    var crc = CRC32()
    crc.update(data)
    return crc.value
  }
}
