/// Why an RTF input could not be read at all. Damage the reader can recover from is reported
/// as `RTFDamage` instead.
public enum RTFReadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The input does not start with `{\rtf` (within its first kilobyte).
  case notRTF
  /// Groups nest deeper than `limit` at byte `offset`.
  case groupNestingTooDeep(limit: Int, offset: Int)
  /// The input is larger than `limit` bytes.
  case inputTooLarge(size: Int, limit: Int)
  /// The file at `path` could not be opened or read; `reason` is the system's message.
  case cannotRead(path: String, reason: String)

  public var description: String {
    switch self {
    case .notRTF:
      return "not an RTF document (no '{\\rtf' header)"
    case .groupNestingTooDeep(let limit, let offset):
      return "groups nest deeper than \(limit) levels at byte \(offset)"
    case .inputTooLarge(let size, let limit):
      return "input of \(size) bytes is larger than the \(limit)-byte limit"
    case .cannotRead(let path, let reason):
      return "\(path): \(reason)"
    }
  }
}
