import Foundation

/// One validated entry of a zip archive's central directory.
///
/// Only files and folders are ever represented: symbolic links, devices and unsafe names are
/// refused while the archive is opened, so every `path` is a safe relative path.
public struct ZipEntry: Hashable, Sendable {
  /// What an entry holds.
  public enum Kind: String, Sendable {
    /// A regular file.
    case file
    /// A folder (the name ends with `/` in the archive).
    case directory
  }

  /// How an entry's data is stored.
  public enum CompressionMethod: UInt16, Sendable {
    /// Stored without compression (method 0).
    case stored = 0
    /// Raw deflate (method 8).
    case deflated = 8
  }

  /// The relative path, components separated by `/`, without a trailing `/`.
  public var path: String
  /// File or folder.
  public var kind: Kind
  /// The size once extracted, as declared by the central directory.
  public var uncompressedSize: UInt64
  /// The size of the stored data.
  public var compressedSize: UInt64
  /// The declared CRC-32 of the uncompressed contents.
  public var crc32: UInt32
  /// How the data is stored.
  public var method: CompressionMethod
  /// The MS-DOS date and time of the entry, read as UTC.
  public var modificationDate: Date
  /// POSIX permission bits (`0o644`, `0o755`, …); defaults when the archive has none.
  public var permissions: UInt16
  /// Where the local header starts.
  var localHeaderOffset: UInt64
  /// The raw name bytes as stored in the central directory.
  var rawName: [UInt8]
}
