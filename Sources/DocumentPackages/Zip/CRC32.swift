import CZlib
import Foundation

/// A running CRC-32 (the zip/PNG polynomial), computed by zlib.
struct CRC32 {
  private(set) var value: UInt32 = 0

  /// Folds `bytes` into the checksum.
  mutating func update(_ bytes: UnsafeRawBufferPointer) {
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
  mutating func update(_ data: Data) {
    data.withUnsafeBytes { update($0) }
  }

  /// The CRC-32 of `data`.
  static func checksum(_ data: Data) -> UInt32 {
    var crc = CRC32()
    crc.update(data)
    return crc.value
  }
}
