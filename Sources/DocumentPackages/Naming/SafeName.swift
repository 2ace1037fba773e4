import FileVersions

/// Checks and repairs single file names that come from untrusted input (attachment names in
/// a package, names typed on the command line, names inside archives).
///
/// A safe name is one path component: not empty, not `.` or `..`, no `/` or `\`, no NUL
/// or other control characters, at most 255 UTF-8 bytes (the limit of ext4, APFS and
/// NTFS alike).
///
/// ```swift
/// try SafeName.validate("photo.jpg")           // ok
/// SafeName.sanitized("../etc/passwd")           // "..-etc-passwd"
/// ```
public enum SafeName {
  /// The longest name, in UTF-8 bytes.
  public static let maxBytes = 255

  /// Throws unless `name` is a safe single path component.
  ///
  /// - Throws: ``NameError``.
  public static func validate(_ name: String, maxBytes: Int = SafeName.maxBytes) throws {
    guard !name.isEmpty else { throw NameError.empty }
    guard name != ".", name != ".." else { throw NameError.reserved(name: name) }
    guard !name.contains("/"), !name.contains("\\") else {
      throw NameError.containsSeparator(name: name)
    }
    if name.unicodeScalars.contains(where: isControl) {
      throw NameError.containsControlCharacter(name: name)
    }
    let bytes = name.utf8.count
    guard bytes <= maxBytes else {
      throw NameError.tooLong(name: name, bytes: bytes, limit: maxBytes)
    }
  }

  /// Whether ``validate(_:maxBytes:)`` would accept `name`.
  public static func isSafe(_ name: String) -> Bool {
    (try? validate(name)) != nil
  }

  /// A safe name close to `name`: separators and control characters become `-`,
  /// surrounding whitespace is trimmed, the stem is shortened to fit (keeping the
  /// extension), and an unusable result becomes `fallback`.
  public static func sanitized(_ name: String, fallback: String = "Untitled") -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      scalars.append(scalar == "/" || scalar == "\\" || isControl(scalar) ? "-" : scalar)
    }
    var result = String(scalars).trimmingWhitespace()
    if result.utf8.count > maxBytes {
      let (stem, pathExtension) = FileNameParts.split(result)
      let suffix = pathExtension.isEmpty ? "" : "." + pathExtension
      var shortened = Substring(stem)
      while shortened.utf8.count + suffix.utf8.count > maxBytes, !shortened.isEmpty {
        shortened = shortened.dropLast()
      }
      result = String(shortened) + suffix
      if result.utf8.count > maxBytes { result = String(result.utf8.prefix(maxBytes)) ?? fallback }
    }
    return isSafe(result) ? result : fallback
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

extension String {
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
