/// The syntax rules for identifiers and tags, applied to everything that enters a registry.
enum TypeIdentifierSyntax {
  /// The longest identifier or tag accepted.
  static let maximumLength = 1024

  /// Whether `identifier` is a valid UTI: ASCII letters, digits, `-` and `.` (or any non-ASCII
  /// character), dot-separated non-empty components, at most `maximumLength` bytes.
  static func isValidIdentifier(_ identifier: String) -> Bool {
    let bytes = identifier.utf8
    guard !bytes.isEmpty, bytes.count <= maximumLength else { return false }
    var previousWasDot = true
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "."):
        if previousWasDot { return false }
        previousWasDot = true
        continue
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), 0x80...0xFF:
        previousWasDot = false
      default:
        return false
      }
    }
    return !previousWasDot
  }

  /// Whether `tag` can be a tag of `tagClass`: non-empty, bounded, no control characters; an
  /// extension has no `/` and no leading dot; a MIME type has the form `type/subtype`.
  static func isValidTag(_ tag: String, tagClass: UTTagClass) -> Bool {
    let bytes = tag.utf8
    guard !bytes.isEmpty, bytes.count <= maximumLength else { return false }
    for byte in bytes where byte < 0x20 || byte == 0x7F {
      return false
    }
    // Byte comparisons: `String.contains(_:)` with a string argument is Foundation's (through
    // NSString), a third of the cost of building the built-in registry at every start.
    switch tagClass {
    case .filenameExtension:
      return !bytes.contains(UInt8(ascii: "/")) && bytes.first != UInt8(ascii: ".")
    case .mimeType:
      guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return false }
      return slash != bytes.startIndex && bytes.index(after: slash) != bytes.endIndex
        && !bytes.contains(UInt8(ascii: " "))
    default:
      return true
    }
  }

  /// `text` in lower case, without allocating when it already is lower-case ASCII.
  @inline(__always)
  static func foldCase(_ text: String) -> String {
    for byte in text.utf8
    where byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") || byte >= 0x80 {
      return text.lowercased()
    }
    return text
  }
}
