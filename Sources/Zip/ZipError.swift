import Foundation

/// Everything that can go wrong while reading, writing or extracting a zip archive.
///
/// Each case carries the facts needed to act on it: the entry name, the offending value and
/// the limit it broke. `description` is one line naming them.
public enum ZipError: Error, Equatable, Sendable {
  /// The bytes are too few to be a zip archive (an empty archive is 22 bytes).
  case tooSmall(size: Int)
  /// No end-of-central-directory record was found: the bytes are not a zip archive.
  case missingEndRecord
  /// A structure runs past the end of the archive.
  case truncated(structure: String, offset: UInt64)
  /// A structure is malformed (bad signature, inconsistent sizes, overlapping data) in
  /// `entry`, or in the archive's directory when `entry` is nil.
  case corrupt(entry: String?, damage: Damage)
  /// The archive uses something this reader does not implement (ZIP64, encryption, …).
  case unsupportedFeature(entry: String?, feature: String)
  /// An entry name would land outside the destination or is otherwise unsafe as a path.
  case unsafePath(entry: String, problem: PathProblem)
  /// An entry name cannot be decoded as text; `bytes` are its raw bytes.
  case invalidName(bytes: [UInt8], markedUTF8: Bool)
  /// The entry is a symbolic link; links are never extracted.
  case symbolicLink(entry: String)
  /// The entry is a device, FIFO or socket; only files and folders are extracted.
  case specialFile(entry: String, mode: UInt32)
  /// Two entries name the same path (or a file is also used as a folder).
  case duplicateEntry(entry: String)
  /// The archive lists more entries than allowed.
  case tooManyEntries(count: Int, limit: Int)
  /// One entry is larger than allowed when uncompressed.
  case entryTooLarge(entry: String, size: UInt64, limit: UInt64)
  /// All entries together are larger than allowed when uncompressed.
  case totalSizeExceeded(total: UInt64, limit: UInt64)
  /// An entry expands more than the allowed ratio (a zip bomb).
  case compressionRatioTooHigh(entry: String, ratio: UInt64, limit: UInt64)
  /// An entry inflated to a different size than its header declares.
  case sizeMismatch(entry: String, declared: UInt64, actual: UInt64)
  /// An entry's CRC-32 does not match its contents.
  case checksumMismatch(entry: String, declared: UInt32, computed: UInt32)
  /// The archive being written would need ZIP64 (4 GiB or 65,535 entries), which is not written.
  case archiveTooLarge(Overflow)
  /// The extraction destination already exists.
  case destinationExists(path: String)
  /// A file system operation failed.
  case io(path: String, reason: String)
  /// zlib reported an error.
  case zlib(function: String, code: Int32, entry: String?)
  /// The writer was used after `finish()`.
  case writerFinished
}

extension ZipError: CustomStringConvertible {
  /// One line naming the entry, the value and the limit involved.
  public var description: String {
    switch self {
    case .tooSmall(let size): return "not a zip archive: only \(size) bytes"
    case .missingEndRecord: return "not a zip archive: no end-of-central-directory record"
    case .truncated(let structure, let offset):
      return "zip archive truncated: \(structure) at offset \(offset) runs past the end"
    case .corrupt(let entry, let damage):
      return entry.map { "corrupt zip entry \"\($0)\": \(damage)" }
        ?? "corrupt zip archive: \(damage)"
    case .unsupportedFeature(let entry, let feature):
      return entry.map { "zip entry \"\($0)\" uses unsupported \(feature)" }
        ?? "zip archive uses unsupported \(feature)"
    case .unsafePath(let entry, let problem):
      return "zip entry \"\(entry)\" refused: \(problem)"
    case .invalidName(let bytes, let markedUTF8):
      let reason =
        markedUTF8
        ? "marked UTF-8 but is not valid UTF-8"
        : "not valid UTF-8 and not from an MS-DOS/Windows archiver (code page unknown)"
      return "zip entry name <\(ZipEntryName.hexString(bytes))> refused: \(reason)"
    case .symbolicLink(let entry):
      return "zip entry \"\(entry)\" refused: symbolic links are not extracted"
    case .specialFile(let entry, let mode):
      return
        "zip entry \"\(entry)\" refused: not a regular file or folder (mode \(String(mode, radix: 8)))"
    case .duplicateEntry(let entry):
      return "zip entry \"\(entry)\" refused: the path occurs more than once"
    case .tooManyEntries(let count, let limit):
      return "zip archive has \(count) entries; the limit is \(limit)"
    case .entryTooLarge(let entry, let size, let limit):
      return "zip entry \"\(entry)\" expands to \(size) bytes; the limit is \(limit)"
    case .totalSizeExceeded(let total, let limit):
      return "zip archive expands to at least \(total) bytes; the limit is \(limit)"
    case .compressionRatioTooHigh(let entry, let ratio, let limit):
      return "zip entry \"\(entry)\" expands \(ratio):1; the limit is \(limit):1 (zip bomb?)"
    case .sizeMismatch(let entry, let declared, let actual):
      return "zip entry \"\(entry)\" declares \(declared) bytes but holds at least \(actual)"
    case .checksumMismatch(let entry, let declared, let computed):
      return "zip entry \"\(entry)\" CRC-32 is \(hex(computed)), header says \(hex(declared))"
    case .archiveTooLarge(let overflow):
      return "zip archive too large to write without ZIP64: \(overflow)"
    case .destinationExists(let path): return "\(path): already exists"
    case .io(let path, let reason): return "\(path): \(reason)"
    case .zlib(let function, let code, let entry):
      let subject = entry.map { " on zip entry \"\($0)\"" } ?? ""
      return "zlib \(function) failed with code \(code)\(subject)"
    case .writerFinished: return "zip writer used after finish()"
    }
  }
}

private func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16)
  return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
}
