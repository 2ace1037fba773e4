import ByteReading

/// The messages between the parent and a worker (`Spec/Isolation.md`, "Protocol"). A request
/// is a 4-byte little-endian length and its fields joined by NUL; a reply is a sequence of
/// frames, each a kind byte and its payload.
enum WorkerFrame: Equatable {
  /// `B`, length, name: the worker is about to decode with `library`.
  case begin(library: String)
  /// `D`, length, bytes: the result.
  case data([UInt8])
  /// `E`, exit code, length, message: an ordinary decoding error.
  case error(message: String, exitCode: Int32)
  /// `C`, signal, address space in use (13 bytes, written by the crash handler in C).
  case crash(signal: Int32, addressSpace: Int)

  /// The longest payload accepted (a 1024 px RGBA PNG is at most ~4 MiB).
  static let maximumPayload = 256 << 20

  /// The request encoding of `fields`.
  static func request(_ fields: [String]) -> [UInt8] {
    let payload = Array(fields.joined(separator: "\0").utf8)
    return littleEndian(UInt32(payload.count)) + payload
  }

  /// The frame's bytes.
  var encoded: [UInt8] {
    switch self {
    case .begin(let library):
      let bytes = Array(library.utf8)
      return [0x42] + Self.littleEndian(UInt32(bytes.count)) + bytes
    case .data(let bytes):
      return [0x44] + Self.littleEndian(UInt32(bytes.count)) + bytes
    case .error(let message, let code):
      let bytes = Array(message.utf8)
      return [0x45] + Self.littleEndian(UInt32(bitPattern: code))
        + Self.littleEndian(UInt32(bytes.count)) + bytes
    case .crash(let signal, let addressSpace):
      let space = UInt64(addressSpace)
      return [0x43] + Self.littleEndian(UInt32(bitPattern: signal))
        + Self.littleEndian(UInt32(truncatingIfNeeded: space))
        + Self.littleEndian(UInt32(truncatingIfNeeded: space >> 32))
    }
  }

  /// Parses one frame from the front of `buffer`, removing its bytes.
  /// - Returns: the frame, or nil when more bytes are needed.
  /// - Throws: ``WorkerProtocolError`` for an unknown kind or an oversized payload.
  static func take(from buffer: inout [UInt8]) throws(WorkerProtocolError) -> WorkerFrame? {
    guard let kind = buffer.first else { return nil }
    func word(_ at: Int) -> UInt32? {
      buffer.getInteger(at: at, endianness: .little, as: UInt32.self)
    }
    func payload(lengthAt at: Int) throws(WorkerProtocolError) -> [UInt8]? {
      guard let length = word(at).map(Int.init) else { return nil }
      guard length <= maximumPayload else { throw .payloadTooLarge(length) }
      guard buffer.count >= at + 4 + length else { return nil }
      let bytes = Array(buffer[(at + 4)..<(at + 4 + length)])
      buffer.removeFirst(at + 4 + length)
      return bytes
    }
    switch kind {
    case 0x42:
      return try payload(lengthAt: 1).map { .begin(library: String(decoding: $0, as: UTF8.self)) }
    case 0x44:
      return try payload(lengthAt: 1).map { .data($0) }
    case 0x45:
      guard let code = word(1) else { return nil }
      return try payload(lengthAt: 5).map {
        .error(message: String(decoding: $0, as: UTF8.self), exitCode: Int32(bitPattern: code))
      }
    case 0x43:
      guard let signal = word(1), let low = word(5), let high = word(9) else { return nil }
      buffer.removeFirst(13)
      let space = Int(clamping: UInt64(high) << 32 | UInt64(low))
      return .crash(signal: Int32(bitPattern: signal), addressSpace: space)
    default:
      throw .unknownFrame(kind)
    }
  }

  static func littleEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}

/// A worker said something the protocol does not have.
enum WorkerProtocolError: Error, CustomStringConvertible {
  /// A frame kind byte that is not B, D, E or C.
  case unknownFrame(UInt8)
  /// A length over ``WorkerFrame/maximumPayload``.
  case payloadTooLarge(Int)

  var description: String {
    switch self {
    case .unknownFrame(let kind): return "unknown frame kind 0x\(String(kind, radix: 16))"
    case .payloadTooLarge(let length): return "frame of \(length) bytes, over the limit"
    }
  }
}
