/// Why a file name from an untrusted source cannot be used inside a package or folder.
public enum NameError: Error, Equatable, Sendable {
  /// The name is empty.
  case empty
  /// The name is `.` or `..`.
  case reserved(name: String)
  /// The name contains `/` (or `\`, which is a separator on Windows).
  case containsSeparator(name: String)
  /// The name contains NUL or another control character.
  case containsControlCharacter(name: String)
  /// The name is longer than the limit in UTF-8 bytes.
  case tooLong(name: String, bytes: Int, limit: Int)
  /// No unused name was found within the attempt limit.
  case noUniqueName(base: String, attempts: Int)
}

extension NameError: CustomStringConvertible {
  /// One line naming the offending name.
  public var description: String {
    switch self {
    case .empty: return "empty file name"
    case .reserved(let name): return "\"\(name)\" is not a usable file name"
    case .containsSeparator(let name): return "file name \"\(name)\" contains a path separator"
    case .containsControlCharacter(let name):
      return
        "file name \"\(name.debugDescription.dropFirst().dropLast())\" contains a NUL or control character"
    case .tooLong(let name, let bytes, let limit):
      return "file name \"\(name.prefix(40))…\" is \(bytes) bytes; the limit is \(limit)"
    case .noUniqueName(let base, let attempts):
      return "no unused name for \"\(base)\" after \(attempts) attempts"
    }
  }
}
