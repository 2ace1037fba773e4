extension ZipError {
  /// What is malformed in an entry or the central directory.
  public enum Damage: Equatable, Sendable {
    /// The central directory is larger than the reader accepts (`limit` bytes).
    case directoryTooLarge(size: Int, limit: Int)
    /// The central directory runs into the end-of-central-directory record.
    case directoryOverlapsEndRecord
    /// The central directory's size cannot hold the entry count the end record declares.
    case directoryTooSmall(size: UInt64, entries: Int)
    /// A central header does not start with its signature.
    case badCentralHeaderSignature(offset: Int)
    /// The entry's local header does not start with its signature.
    case badLocalHeaderSignature(offset: Int)
    /// The local header's name differs from the central directory's.
    case localNameDiffers
    /// A folder entry holds data.
    case folderWithData(size: UInt64)
    /// The name ends with `/` but the Unix mode says regular file.
    case folderNameOnRegularFile
    /// The entry's data overlaps another entry or the central directory.
    case overlappingData
    /// The compressed data is not valid deflate data.
    case invalidDeflateData
    /// The compressed data ends before the deflate stream does.
    case deflateDataEndsEarly
  }

  /// Why an entry name is not a safe relative path.
  public enum PathProblem: Equatable, Sendable {
    /// The name is empty.
    case emptyName
    /// The name is longer than the limit, in UTF-8 bytes.
    case nameTooLong(limit: Int)
    /// The name contains NUL or another control character.
    case controlCharacter
    /// The name contains `\`.
    case backslash
    /// The name starts with `/`.
    case absolute
    /// The name starts with a drive letter (`C:`).
    case driveLetter
    /// The name has more components than the limit.
    case tooDeep(limit: Int)
    /// A component is empty (`a//b`).
    case emptyComponent
    /// A component is `.`.
    case dotComponent
    /// A component is `..` (it would leave the destination).
    case parentComponent
    /// A component is longer than 255 UTF-8 bytes.
    case componentTooLong
  }

  /// Which 32-bit or 16-bit field of a zip archive being written would overflow.
  public enum Overflow: Equatable, Sendable {
    /// The central directory would end past 4 GiB.
    case directoryEnd
    /// The archive would hold more than 65,534 entries.
    case entryCount
    /// An entry is larger than 4 GiB.
    case entrySize(entry: String, size: UInt64)
    /// An entry would start past 4 GiB.
    case entryStart(entry: String)
    /// An entry would end past 4 GiB.
    case entryEnd(entry: String)
  }
}

extension ZipError.Damage: CustomStringConvertible {
  /// The damage in a few words, as the end of a `corrupt zip …:` message.
  public var description: String {
    switch self {
    case .directoryTooLarge(_, let limit):
      return "central directory larger than \(limit >> 20) MiB"
    case .directoryOverlapsEndRecord: return "central directory overlaps its end record"
    case .directoryTooSmall(let size, let entries):
      return "central directory of \(size) bytes cannot hold \(entries) entries"
    case .badCentralHeaderSignature(let offset):
      return "bad central header signature at offset \(offset)"
    case .badLocalHeaderSignature: return "bad local header signature"
    case .localNameDiffers: return "local header names a different file"
    case .folderWithData(let size): return "folder entry with \(size) bytes of data"
    case .folderNameOnRegularFile: return "name ends with / but mode says regular file"
    case .overlappingData: return "entry data overlaps another entry or the directory"
    case .invalidDeflateData: return "invalid deflate data"
    case .deflateDataEndsEarly: return "deflate data ends early"
    }
  }
}

extension ZipError.PathProblem: CustomStringConvertible {
  /// The problem in a few words, as the end of a `zip entry … refused:` message.
  public var description: String {
    switch self {
    case .emptyName: return "empty name"
    case .nameTooLong(let limit): return "name longer than \(limit) bytes"
    case .controlCharacter: return "name contains a NUL or control character"
    case .backslash: return "name contains a backslash"
    case .absolute: return "absolute path"
    case .driveLetter: return "name starts with a drive letter"
    case .tooDeep(let limit): return "more than \(limit) path components"
    case .emptyComponent: return "empty path component"
    case .dotComponent: return "\".\" path component"
    case .parentComponent: return "\"..\" path component (would leave the destination)"
    case .componentTooLong: return "path component longer than 255 bytes"
    }
  }
}

extension ZipError.Overflow: CustomStringConvertible {
  /// The overflow in a few words, as the end of a `zip archive too large …:` message.
  public var description: String {
    switch self {
    case .directoryEnd: return "central directory would end past 4 GiB"
    case .entryCount: return "more than 65,534 entries"
    case .entrySize(let entry, let size):
      return "\"\(entry)\" is \(size) bytes (4 GiB is the limit)"
    case .entryStart(let entry): return "entry \"\(entry)\" would start past 4 GiB"
    case .entryEnd(let entry): return "entry \"\(entry)\" would end past 4 GiB"
    }
  }
}
