/// A file-system path kept as raw bytes, so names that are not valid UTF-8 survive a read and
/// a write unchanged.
package struct RawPath: Hashable, Sendable {
  /// The path bytes, without a terminating NUL.
  package var bytes: [UInt8]

  /// A path from its bytes.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// A path from a string (its UTF-8 bytes).
  package init(_ string: String) {
    self.bytes = Array(string.utf8)
  }

  /// The path with one more component.
  package func appending(_ component: [UInt8]) -> RawPath {
    var result = bytes
    if result.last != UInt8(ascii: "/") { result.append(UInt8(ascii: "/")) }
    result.append(contentsOf: component)
    return RawPath(bytes: result)
  }

  /// The last component (the name), without trailing slashes.
  package var lastComponent: [UInt8] {
    var end = bytes.count
    while end > 1 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    var start = end
    while start > 0 && bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
    return Array(bytes[start..<end])
  }

  /// The folder holding the last component (`.` for a bare name).
  package var parent: RawPath {
    var end = bytes.count
    while end > 1 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    while end > 0 && bytes[end - 1] != UInt8(ascii: "/") { end -= 1 }
    if end == 0 { return RawPath(".") }
    while end > 1 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    return RawPath(bytes: Array(bytes[0..<end]))
  }

  /// The NUL-terminated form handed to system calls.
  package var cString: [CChar] {
    var result = [CChar]()
    result.reserveCapacity(bytes.count + 1)
    for byte in bytes { result.append(CChar(bitPattern: byte)) }
    result.append(0)
    return result
  }

  /// The path for messages (invalid UTF-8 shown as U+FFFD).
  package var display: String { String(decoding: bytes, as: UTF8.self) }
}
