import ByteReading
import Foundation
import LZFSE

/// One object of an IWA component: its identifier, message type, payload and the objects it
/// references.
struct IWAObject {
  /// The document-unique object identifier.
  var identifier: UInt64
  /// The registry type of the first message (2001 = TSWP.StorageArchive, …).
  var type: UInt32
  /// The first message's bytes in the component's buffer.
  var payload: Range<Int>
  /// Every object the first message references, in the order the archive lists them.
  var references: [UInt64]
}

/// Bounds for reading IWA components.
struct IWALimits: Sendable {
  /// The most bytes one component may decompress to.
  var maximumComponentBytes = 256 << 20
  /// The most objects one component may hold.
  var maximumObjects = 1_000_000

  static let `default` = IWALimits()
}

/// One `.iwa` file decoded: Snappy-framed chunks (`0x00`, 24-bit little-endian length, one
/// raw Snappy block; no stream identifier, no CRC) concatenated into a stream of archives,
/// each a varint-length-prefixed `ArchiveInfo` followed by its messages' payloads.
struct IWAComponent {
  /// The decompressed stream.
  let buffer: [UInt8]
  /// The objects in stream order.
  let objects: [IWAObject]

  /// Decodes `data`.
  ///
  /// - Throws: `IWorkError` on a truncated chunk, bad Snappy, lying protobuf lengths, or a
  ///   limit.
  init(data: Data, limits: IWALimits = .default) throws(IWorkError) {
    buffer = try Self.decompress(data, limit: limits.maximumComponentBytes)
    objects = try Self.parseObjects(buffer, limit: limits.maximumObjects)
  }

  /// A reader over the decompressed stream.
  var reader: ProtobufReader { ProtobufReader(buffer: buffer) }

  static func decompress(_ data: Data, limit: Int) throws(IWorkError) -> [UInt8] {
    // Newer iWork stores some components as one LZFSE stream instead of Snappy chunks.
    if LZFSE.isLZFSE(data.prefix(4)) {
      do {
        return try LZFSE.decompress(data, limit: limit)
      } catch {
        if case .tooLarge(let declared, _) = error {
          throw .tooLarge(what: "an LZFSE component", size: declared, limit: limit)
        }
        throw .badLZFSE(reason: "\(error)")
      }
    }
    var output: [UInt8] = []
    let result: Result<Void, IWorkError> = data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        guard raw.count - offset >= 4 else {
          return .failure(.badChunk(offset: offset, reason: "header cut off"))
        }
        guard raw[offset] == 0 else {
          return .failure(
            .badChunk(offset: offset, reason: "chunk type \(raw[offset]), expected 0x00"))
        }
        // The 4-byte header is inside `raw` (checked above).
        let length =
          ByteReader(raw).getInteger(
            at: offset + 1, byteCount: 3, endianness: .little, as: Int.self) ?? 0
        let start = offset + 4
        guard length <= raw.count - start else {
          return .failure(
            .badChunk(
              offset: offset, reason: "declares \(length) bytes, \(raw.count - start) remain"))
        }
        let block = UnsafeRawBufferPointer(rebasing: raw[start..<start + length])
        do throws(IWorkError) {
          try Snappy.decode(block, base: start, into: &output, limit: limit)
        } catch {
          return .failure(error)
        }
        offset = start + length
      }
      return .success(())
    }
    try result.get()
    return output
  }

  static func parseObjects(_ buffer: [UInt8], limit: Int) throws(IWorkError) -> [IWAObject] {
    let reader = ProtobufReader(buffer: buffer)
    var objects: [IWAObject] = []
    var position = 0
    while position < buffer.count {
      guard objects.count < limit else {
        throw .tooMany(what: "objects in one IWA component", count: objects.count + 1, limit: limit)
      }
      let length = try reader.varint(at: &position, end: buffer.count)
      guard length <= UInt64(buffer.count - position) else {
        throw .badProtobuf(
          offset: position, reason: "ArchiveInfo length \(length) runs past the data")
      }
      let info = position..<position + Int(length)
      position = info.upperBound
      var identifier: UInt64 = 0
      var first: IWAObject?
      for field in try reader.fields(in: info) {
        if field.number == 1 { identifier = field.value }
        guard field.number == 2, let bytes = field.bytes else { continue }
        var type: UInt32 = 0
        var payloadLength: UInt64 = 0
        var references: [UInt64] = []
        for inner in try reader.fields(in: bytes) {
          switch inner.number {
          case 1: type = UInt32(truncatingIfNeeded: inner.value)
          case 3: payloadLength = inner.value
          case 5:
            if let packed = inner.bytes {
              references += try reader.packedVarints(packed)
            } else {
              references.append(inner.value)
            }
          default: break
          }
        }
        guard payloadLength <= UInt64(buffer.count - position) else {
          throw .badProtobuf(
            offset: position, reason: "message length \(payloadLength) runs past the data")
        }
        let payload = position..<position + Int(payloadLength)
        position = payload.upperBound
        if first == nil {
          first = IWAObject(
            identifier: identifier, type: type, payload: payload, references: references)
        }
      }
      if var object = first {
        object.identifier = identifier
        objects.append(object)
      }
    }
    return objects
  }
}
