/// What can be wrong with the inside of an iWork document: IWA framing, Snappy blocks,
/// protobuf messages, the 2009 XML, or the limits that bound them.
public enum IWorkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An IWA chunk header is not `0x00` + 24-bit length, or its payload runs past the file.
  case badChunk(offset: Int, reason: String)
  /// A Snappy block is malformed (a length that lies, a copy before the start).
  case badSnappy(offset: Int, reason: String)
  /// An LZFSE-compressed component (`bvx2`/`bvxn`, newer iWork) is malformed.
  case badLZFSE(reason: String)
  /// A protobuf message is malformed (a length that lies, an unknown wire type).
  case badProtobuf(offset: Int, reason: String)
  /// A component or the document's XML is larger than allowed once decompressed.
  case tooLarge(what: String, size: Int, limit: Int)
  /// Messages nest deeper, or there are more objects, than allowed.
  case tooMany(what: String, count: Int, limit: Int)
  /// A gzip stream is malformed.
  case badGzip(reason: String)
  /// The document's XML does not parse.
  case badXML(line: Int, reason: String)
  /// The document is encrypted with a password (it holds an `.iwph` file).
  case passwordProtected

  /// One line naming the offset or value at fault.
  public var description: String {
    switch self {
    case .badChunk(let offset, let reason): return "IWA chunk at offset \(offset): \(reason)"
    case .badSnappy(let offset, let reason): return "Snappy data at offset \(offset): \(reason)"
    case .badLZFSE(let reason): return "LZFSE data: \(reason)"
    case .badProtobuf(let offset, let reason):
      return "protobuf message at offset \(offset): \(reason)"
    case .tooLarge(let what, let size, let limit):
      return "\(what) expands to at least \(size) bytes; the limit is \(limit)"
    case .tooMany(let what, let count, let limit):
      return "\(what): at least \(count); the limit is \(limit)"
    case .badGzip(let reason): return "gzip data: \(reason)"
    case .badXML(let line, let reason): return "XML line \(line): \(reason)"
    case .passwordProtected:
      return "password-protected (encrypted) document; its text cannot be read"
    }
  }
}
