/// Builds IWA components (Snappy-framed protobuf archives) for tests, from the public format
/// description: each object is a varint-prefixed ArchiveInfo { 1: id, 2: MessageInfo
/// { 1: type, 3: length } } followed by its payload; the stream is cut into chunks of
/// `0x00` + 24-bit length + a Snappy block (literals, and one copy when `useCopy`).
public enum IWAFixture {
  /// A protobuf varint.
  public static func varint(_ value: UInt64) -> [UInt8] {
    var value = value
    var bytes: [UInt8] = []
    repeat {
      var byte = UInt8(value & 0x7F)
      value >>= 7
      if value != 0 { byte |= 0x80 }
      bytes.append(byte)
    } while value != 0
    return bytes
  }

  /// A varint field.
  public static func field(_ number: Int, _ value: UInt64) -> [UInt8] {
    varint(UInt64(number) << 3) + varint(value)
  }

  /// A length-delimited field.
  public static func field(_ number: Int, bytes: [UInt8]) -> [UInt8] {
    varint(UInt64(number) << 3 | 2) + varint(UInt64(bytes.count)) + bytes
  }

  /// A `TSWP.StorageArchive` payload of `kind` holding `text`.
  public static func storage(_ text: String, kind: UInt64 = 0) -> [UInt8] {
    field(1, kind) + field(3, bytes: Array(text.utf8))
  }

  /// A `TP.DocumentArchive` payload whose body storage is object `body`.
  public static func pagesDocument(body: UInt64) -> [UInt8] {
    field(4, bytes: field(1, body))
  }

  /// One archive: ArchiveInfo then payload.
  public static func object(id: UInt64, type: UInt32, payload: [UInt8]) -> [UInt8] {
    let info =
      field(1, id) + field(2, bytes: field(1, UInt64(type)) + field(3, UInt64(payload.count)))
    return varint(UInt64(info.count)) + info + payload
  }

  /// A raw Snappy block of `bytes`: literals of at most 60 bytes, plus (with `useCopy`) a
  /// 4-byte back-reference whenever the next 4 bytes repeat the previous 4.
  public static func snappy(_ bytes: [UInt8], useCopy: Bool = true) -> [UInt8] {
    var out = varint(UInt64(bytes.count))
    var index = 0
    var literal: [UInt8] = []
    func flush() {
      guard !literal.isEmpty else { return }
      out.append(UInt8(literal.count - 1) << 2)
      out += literal
      literal = []
    }
    while index < bytes.count {
      if useCopy, index >= 4, index + 4 <= bytes.count,
        Array(bytes[index - 4..<index]) == Array(bytes[index..<index + 4])
      {
        flush()
        out += [UInt8(0x01 | (0 << 2)), 4]  // copy-1: length 4, offset 4
        index += 4
        continue
      }
      literal.append(bytes[index])
      index += 1
      if literal.count == 60 { flush() }
    }
    flush()
    return out
  }

  /// A component of `stream` cut into chunks of at most `chunkSize` bytes.
  public static func component(_ stream: [UInt8], chunkSize: Int = 65_536) -> [UInt8] {
    var out: [UInt8] = []
    var start = 0
    repeat {
      let end = min(stream.count, start + chunkSize)
      let block = snappy(Array(stream[start..<end]))
      out += [
        0, UInt8(block.count & 0xFF), UInt8(block.count >> 8 & 0xFF), UInt8(block.count >> 16),
      ]
      out += block
      start = end
    } while start < stream.count
    return out
  }

  /// A Pages `Document.iwa`: the document archive (object 1) and its body (object 5), plus a
  /// header storage, which the text gives once after the body.
  public static func pagesDocumentComponent(body: String) -> [UInt8] {
    component(
      object(id: 1, type: 10_000, payload: pagesDocument(body: 5))
        + object(id: 3, type: 2001, payload: storage("Header text", kind: 1))
        + object(id: 5, type: 2001, payload: storage(body)))
  }
}
