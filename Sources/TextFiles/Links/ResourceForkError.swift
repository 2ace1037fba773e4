/// Why an AppleDouble file or a resource fork could not be read.
public enum ResourceForkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The AppleDouble header's magic number is not 0x00051607.
  case notAppleDouble(magic: UInt32)
  /// A structure runs past the end of the bytes that hold it.
  case truncated(what: String, offset: Int, length: Int, available: Int)
  /// The resource map declares more entries than the limit.
  case tooManyEntries(what: String, count: Int, limit: Int)

  /// A specific message naming the structure and offsets.
  public var description: String {
    switch self {
    case .notAppleDouble(let magic):
      return "not an AppleDouble file: magic 0x\(String(magic, radix: 16)), expected 0x51607"
    case .truncated(let what, let offset, let length, let available):
      return "\(what) at offset \(offset), \(length) bytes, runs past the end (\(available) bytes)"
    case .tooManyEntries(let what, let count, let limit):
      return "\(count) \(what), over the limit of \(limit)"
    }
  }
}
