import Foundation

/// Bounds-checked integer reads straight from `Data`, `[UInt8]`, `ArraySlice<UInt8>` and raw
/// buffers, for parsers that read a few fields and hold no ``ByteReader``.
///
/// Offsets count from the first byte of the value, not from its `startIndex` (a slice's
/// offset 0 is its first byte).
extension ContiguousBytes {
  /// Calls `body` with a reader of these bytes.
  ///
  /// - Parameter body: gets a reader valid for the duration of the call only.
  /// - Returns: what `body` returns.
  @inlinable
  public func withByteReader<Result, Failure: Error>(
    _ body: (ByteReader) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let outcome: Swift.Result<Result, Failure> = withUnsafeBytes { raw in
      do throws(Failure) {
        return .success(try body(ByteReader(raw)))
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  /// The integer stored in the `MemoryLayout<T>.size` bytes at `offset`, or `nil` when any of
  /// them lies outside these bytes (``ByteReader/getInteger(at:endianness:as:)``).
  @inlinable
  public func getInteger<T: FixedWidthInteger>(
    at offset: Int, endianness: Endianness = .big, as: T.Type = T.self
  ) -> T? {
    withUnsafeBytes { ByteReader($0).getInteger(at: offset, endianness: endianness, as: T.self) }
  }

  /// The unsigned value of the `byteCount` bytes at `offset`, or `nil` when one lies
  /// outside these bytes (``ByteReader/getInteger(at:byteCount:endianness:as:)``).
  @inlinable
  public func getInteger<T: FixedWidthInteger>(
    at offset: Int, byteCount: Int, endianness: Endianness = .big, as: T.Type = T.self
  ) -> T? {
    withUnsafeBytes {
      ByteReader($0).getInteger(
        at: offset, byteCount: byteCount, endianness: endianness, as: T.self)
    }
  }
}
