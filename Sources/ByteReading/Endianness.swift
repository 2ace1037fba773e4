/// The order in which a multi-byte integer's bytes are stored.
///
/// ```swift
/// let reader = ByteReader(bytes)
/// reader.getInteger(at: 0, endianness: .little, as: UInt16.self)
/// ```
public enum Endianness: Sendable, Hashable {
  /// Most significant byte first (network order: PNG, JPEG, ICNS, binary property lists).
  case big
  /// Least significant byte first (zip, BMP, ICO, RIFF, LZFSE, Snappy).
  case little
}
