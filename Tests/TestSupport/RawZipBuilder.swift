import Foundation

/// Builds zip archives byte by byte (stored entries only) so tests can make the hostile
/// shapes a well-behaved writer refuses to produce.
public struct RawZipBuilder {
  /// One entry, with every header field a test may bend.
  public struct Entry {
    public var name: [UInt8]
    public var contents: Data = Data()
    public var hostSystem: UInt8 = 3
    public var external: UInt32 = 0o100644 << 16
    public var flags: UInt16 = 0
    public var method: UInt16 = 0
    public var declaredSize: UInt32?
    public var declaredCRC: UInt32?

    /// A file entry named `name` holding `contents`.
    public init(_ name: String, _ contents: String = "x", external: UInt32 = 0o100644 << 16) {
      self.name = Array(name.utf8)
      self.contents = Data(contents.utf8)
      self.external = external
    }

    /// An entry with raw name bytes, as written by `hostSystem`.
    public init(rawName: [UInt8], hostSystem: UInt8, flags: UInt16 = 0) {
      self.name = rawName
      self.contents = Data("x".utf8)
      self.hostSystem = hostSystem
      self.flags = flags
      self.external = hostSystem == 3 ? 0o100644 << 16 : 0
    }
  }

  /// The entries, in order.
  public var entries: [Entry] = []

  /// An empty archive.
  public init(entries: [Entry] = []) { self.entries = entries }

  /// The archive's bytes.
  public func build() -> Data {
    var body = Data()
    var central = Data()
    for entry in entries {
      let crc = entry.declaredCRC ?? Self.crc32(entry.contents)
      let size = entry.declaredSize ?? UInt32(entry.contents.count)
      let offset = UInt32(body.count)
      body.le(UInt32(0x0403_4b50))
      body.le(UInt16(20))
      body.le(entry.flags)
      body.le(entry.method)
      body.le(UInt16(0))
      body.le(UInt16(0x21))
      body.le(crc)
      body.le(UInt32(entry.contents.count))
      body.le(size)
      body.le(UInt16(entry.name.count))
      body.le(UInt16(0))
      body.append(contentsOf: entry.name)
      body.append(entry.contents)
      central.le(UInt32(0x0201_4b50))
      central.le(UInt16(entry.hostSystem) << 8 | 20)
      central.le(UInt16(20))
      central.le(entry.flags)
      central.le(entry.method)
      central.le(UInt16(0))
      central.le(UInt16(0x21))
      central.le(crc)
      central.le(UInt32(entry.contents.count))
      central.le(size)
      central.le(UInt16(entry.name.count))
      central.le(UInt16(0))
      central.le(UInt16(0))
      central.le(UInt16(0))
      central.le(UInt16(0))
      central.le(entry.external)
      central.le(offset)
      central.append(contentsOf: entry.name)
    }
    var archive = body
    let directoryOffset = UInt32(archive.count)
    archive.append(central)
    archive.le(UInt32(0x0605_4b50))
    archive.le(UInt32(0))
    archive.le(UInt16(entries.count))
    archive.le(UInt16(entries.count))
    archive.le(UInt32(central.count))
    archive.le(directoryOffset)
    archive.le(UInt16(0))
    return archive
  }

  /// CRC-32 computed bit by bit, independent of zlib.
  public static func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

extension Data {
  /// Appends `value` little-endian.
  public mutating func le<T: FixedWidthInteger>(_ value: T) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
