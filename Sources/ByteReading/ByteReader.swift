/// Bounds-checked reads of integers and byte ranges from memory, modelled on swift-nio's
/// `ByteBuffer`: every read that would leave the bytes answers `nil` instead of trapping.
///
/// A reader wraps an `UnsafeRawBufferPointer` and is only valid while that memory is, so it
/// is made inside `withUnsafeBytes` (or `withByteReader(_:)` on `Data` and arrays).
/// `get…(at:)` reads at an absolute offset from the first byte and leaves ``readerIndex``
/// alone; `read…` reads at ``readerIndex`` and moves it past what it read. Each read checks
/// its bounds once and loads with `loadUnaligned`, so it is cheap enough for decompression
/// loops.
///
/// ```swift
/// let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x00, 0x0D]
/// header.withByteReader { reader in
///   var reader = reader
///   reader.readInteger(as: UInt32.self)  // 0x8950_4E47
///   reader.readInteger(endianness: .little, as: UInt16.self)  // 0
///   reader.readInteger(as: UInt32.self)  // nil: two bytes are left
/// }
/// ```
public struct ByteReader {
  /// The bytes read.
  public let bytes: UnsafeRawBufferPointer
  /// The offset of the next sequential read.
  public var readerIndex: Int

  /// A reader of `bytes`, starting sequential reads at `readerIndex`.
  @inlinable
  public init(_ bytes: UnsafeRawBufferPointer, readerIndex: Int = 0) {
    self.bytes = bytes
    self.readerIndex = readerIndex
  }

  /// How many bytes lie at and after ``readerIndex`` (0 when it is past the end).
  @inlinable
  public var readableBytes: Int { max(0, bytes.count - readerIndex) }

  /// Whether `count` bytes at `offset` lie inside the bytes.
  @inlinable
  public func contains(offset: Int, count: Int) -> Bool {
    offset >= 0 && count >= 0 && offset <= bytes.count && count <= bytes.count &- offset
  }

  /// The integer stored in the `MemoryLayout<T>.size` bytes at `offset`.
  ///
  /// - Parameters:
  ///   - offset: the offset of its first byte from the start of the bytes.
  ///   - endianness: the order of its bytes.
  ///   - as: the integer type.
  /// - Returns: the integer, or `nil` when any of its bytes lies outside the bytes.
  /// - Complexity: O(1): one bounds check and one unaligned load.
  @inlinable
  public func getInteger<T: FixedWidthInteger>(
    at offset: Int, endianness: Endianness = .big, as: T.Type = T.self
  ) -> T? {
    guard offset >= 0, offset <= bytes.count &- MemoryLayout<T>.size else { return nil }
    let raw = bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
    return endianness == .big ? T(bigEndian: raw) : T(littleEndian: raw)
  }

  /// The unsigned value of the `byteCount` bytes at `offset` (a 24-bit length, a
  /// variable-width reference), zero-extended to `T` (a signed `T` as wide as `byteCount`
  /// takes the bit pattern).
  ///
  /// - Parameters:
  ///   - offset: the offset of its first byte from the start of the bytes.
  ///   - byteCount: how many bytes it has, 0 through `MemoryLayout<T>.size`.
  ///   - endianness: the order of its bytes.
  ///   - as: the integer type.
  /// - Returns: the value, or `nil` when a byte lies outside the bytes or `byteCount` is
  ///   negative or wider than `T`.
  /// - Complexity: O(`byteCount`).
  @inlinable
  public func getInteger<T: FixedWidthInteger>(
    at offset: Int, byteCount: Int, endianness: Endianness = .big, as: T.Type = T.self
  ) -> T? {
    guard byteCount <= MemoryLayout<T>.size, contains(offset: offset, count: byteCount) else {
      return nil
    }
    // The common widths are one load each (bplist references and offsets, 24-bit lengths
    // aside); a wider `T` is zero-extended from the unsigned value.
    switch byteCount {
    case 1: return T(truncatingIfNeeded: bytes[offset])
    case 2: return wide(UInt16.self, offset, endianness)
    case 4: return wide(UInt32.self, offset, endianness)
    case 8: return wide(UInt64.self, offset, endianness)
    default: break
    }
    var value: T = 0
    switch endianness {
    case .big:
      for index in offset..<offset &+ byteCount {
        value = value << 8 | T(truncatingIfNeeded: bytes[index])
      }
    case .little:
      for index in 0..<byteCount {
        value |= T(truncatingIfNeeded: bytes[offset &+ index]) << (8 &* index)
      }
    }
    return value
  }

  /// The `U` at `offset` zero-extended to `T` (for the variable-width read).
  @inlinable
  func wide<U: FixedWidthInteger & UnsignedInteger, T: FixedWidthInteger>(
    _: U.Type, _ offset: Int, _ endianness: Endianness, as: T.Type = T.self
  ) -> T? {
    getInteger(at: offset, endianness: endianness, as: U.self).map { T(truncatingIfNeeded: $0) }
  }

  /// The `count` bytes at `offset`, without copying them.
  ///
  /// - Returns: the bytes (valid as long as the reader's memory is), or `nil` when they
  ///   leave the bytes or `count` is negative.
  @inlinable
  public func getBytes(at offset: Int, count: Int) -> UnsafeRawBufferPointer? {
    guard contains(offset: offset, count: count) else { return nil }
    return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset &+ count])
  }

  /// Reads an integer at ``readerIndex`` and moves past it.
  ///
  /// - Returns: the integer, or `nil` (leaving ``readerIndex`` alone) when fewer than
  ///   `MemoryLayout<T>.size` bytes are left.
  @inlinable
  public mutating func readInteger<T: FixedWidthInteger>(
    endianness: Endianness = .big, as: T.Type = T.self
  ) -> T? {
    guard let value = getInteger(at: readerIndex, endianness: endianness, as: T.self) else {
      return nil
    }
    readerIndex &+= MemoryLayout<T>.size
    return value
  }

  /// Reads a `byteCount`-byte unsigned value at ``readerIndex`` and moves past it.
  ///
  /// - Returns: the value, or `nil` (leaving ``readerIndex`` alone) as
  ///   ``getInteger(at:byteCount:endianness:as:)`` does.
  @inlinable
  public mutating func readInteger<T: FixedWidthInteger>(
    byteCount: Int, endianness: Endianness = .big, as: T.Type = T.self
  ) -> T? {
    guard
      let value = getInteger(
        at: readerIndex, byteCount: byteCount, endianness: endianness, as: T.self)
    else { return nil }
    readerIndex &+= byteCount
    return value
  }

  /// Reads `count` bytes at ``readerIndex``, without copying them, and moves past them.
  ///
  /// - Returns: the bytes, or `nil` (leaving ``readerIndex`` alone) when fewer are left.
  @inlinable
  public mutating func readBytes(count: Int) -> UnsafeRawBufferPointer? {
    guard let slice = getBytes(at: readerIndex, count: count) else { return nil }
    readerIndex &+= count
    return slice
  }

  /// Moves ``readerIndex`` forward by `count` bytes.
  ///
  /// - Returns: `false` (leaving ``readerIndex`` alone) when that would pass the end or
  ///   `count` is negative.
  @inlinable
  @discardableResult
  public mutating func moveReaderIndex(forwardBy count: Int) -> Bool {
    guard contains(offset: readerIndex, count: count) else { return false }
    readerIndex &+= count
    return true
  }
}
