extension UnsafeRawBufferPointer {
  /// The little-endian integer at `offset`; the caller has checked the bounds.
  @inline(__always)
  func littleEndian<T: FixedWidthInteger>(at offset: Int, as type: T.Type) -> T {
    T(littleEndian: loadUnaligned(fromByteOffset: offset, as: T.self))
  }
}
