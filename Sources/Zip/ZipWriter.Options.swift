import Foundation

extension ZipWriter {
  /// How entries are stamped and compressed.
  ///
  /// The defaults make output depend only on names and contents: every timestamp is
  /// 1980-01-01 00:00:00 and permissions are normalised to `0644` (files) / `0755`
  /// (folders and executables), so the same input gives byte-identical archives on any
  /// machine.
  public struct Options: Sendable, Equatable {
    /// Where entry timestamps come from.
    public enum Timestamps: Sendable, Equatable {
      /// Every entry gets this date (default: the MS-DOS epoch, 1980-01-01T00:00:00Z).
      case fixed(Date)
      /// Entries get their files' modification dates (UTC, 2-second resolution).
      case fromFiles
    }

    /// Where entry timestamps come from.
    public var timestamps: Timestamps = .fixed(ZipWriter.dosEpoch)
    /// zlib compression level, 0 (store speed) to 9 (smallest).
    public var compressionLevel: Int = 6
    /// Keep files' permission bits (masked to `0o777`) instead of normalising them.
    public var preservesPermissions: Bool = false

    /// The default options.
    public init() {}
  }

  /// 1980-01-01T00:00:00Z, the earliest date a zip entry can carry.
  public static let dosEpoch = ZipFormat.dosEpoch
}
