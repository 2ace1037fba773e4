import Foundation

/// Decodes and validates zip entry names so that every accepted name is a safe relative path.
///
/// Rules (see Spec/Formats/Zip.md):
/// - with the UTF-8 flag (bit 11) the bytes must be valid UTF-8;
/// - without it, valid UTF-8 is accepted as UTF-8 (what Info-ZIP and macOS write); other bytes
///   are decoded as code page 437 only when the archive was made on MS-DOS, NTFS or VFAT,
///   and refused otherwise (a Unix archive's legacy bytes have no knowable encoding);
/// - no NUL or other C0 control characters, no `\`, no leading `/`, no drive letter,
///   no empty, `.` or `..` components; bounded length and depth.
enum ZipEntryName {
  /// Decodes raw name bytes to text.
  static func decode(_ bytes: [UInt8], flags: UInt16, host: UInt8) throws -> String {
    if let text = String(validating: bytes, as: UTF8.self) {
      return text
    }
    let legacyHosts: Set<UInt8> = [ZipFormat.hostMSDOS, ZipFormat.hostNTFS, ZipFormat.hostVFAT]
    if flags & ZipFormat.flagUTF8 == 0 && legacyHosts.contains(host) {
      return CodePage437.decode(bytes)
    }
    throw ZipError.invalidName(bytes: bytes, markedUTF8: flags & ZipFormat.flagUTF8 != 0)
  }

  /// Splits a decoded name into safe path components and says whether it names a folder.
  static func components(
    of name: String, limits: ZipLimits
  ) throws -> (components: [String], isDirectory: Bool) {
    func refuse(_ problem: ZipError.PathProblem) -> ZipError {
      .unsafePath(entry: name, problem: problem)
    }
    guard !name.isEmpty else { throw refuse(.emptyName) }
    guard name.utf8.count <= limits.maxPathBytes else {
      throw refuse(.nameTooLong(limit: limits.maxPathBytes))
    }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      throw refuse(.controlCharacter)
    }
    if name.contains("\\") { throw refuse(.backslash) }
    if name.hasPrefix("/") { throw refuse(.absolute) }
    let scalars = Array(name.unicodeScalars.prefix(2))
    if scalars.count == 2, scalars[1] == ":", scalars[0].isASCII,
      scalars[0].properties.isAlphabetic
    {
      throw refuse(.driveLetter)
    }
    let isDirectory = name.hasSuffix("/")
    var parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if isDirectory { parts.removeLast() }
    guard parts.count <= limits.maxPathDepth else {
      throw refuse(.tooDeep(limit: limits.maxPathDepth))
    }
    for part in parts {
      switch part {
      case "": throw refuse(.emptyComponent)
      case ".": throw refuse(.dotComponent)
      case "..": throw refuse(.parentComponent)
      default:
        if part.utf8.count > 255 { throw refuse(.componentTooLong) }
      }
    }
    return (parts, isDirectory)
  }

  /// Up to 64 bytes as lowercase hex pairs separated by spaces.
  static func hexString(_ bytes: [UInt8]) -> String {
    bytes.prefix(64).map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined(separator: " ")
  }
}
