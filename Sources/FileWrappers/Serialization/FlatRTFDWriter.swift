import Foundation

/// Builds the flat RTFD bytes of a wrapper tree, in one buffer sized up front.
struct FlatRTFDWriter {
  private(set) var bytes = Data()

  /// Serializes `wrapper`: the magic, a zero word, then the wrapper's record.
  static func serialize(_ wrapper: FileWrapper) throws -> Data {
    let record = try Self.record(for: wrapper, name: wrapper.preferredFilename)
    // Every length is a 32-bit word; nested sizes never exceed the total.
    guard record.encodedSize <= Int(UInt32.max) else {
      throw FileWrapperError.tooManyBytes(
        path: wrapper.preferredFilename ?? "", limit: Int64(UInt32.max))
    }
    var writer = FlatRTFDWriter()
    writer.bytes.reserveCapacity(8 + record.encodedSize)
    writer.bytes.append(contentsOf: FlatRTFD.magic)
    writer.word(0)
    writer.append(record)
    return writer.bytes
  }

  /// The record tree for a wrapper named `name`.
  static func record(for wrapper: FileWrapper, name: String?) throws -> FlatRTFD.Record {
    var entries: [(key: [UInt8], value: FlatRTFD.Record)] = []
    switch wrapper.storage {
    case .regular:
      let contents = try wrapper.contents()
      if contents.count > Int(UInt32.max) {
        throw FileWrapperError.tooManyBytes(path: name ?? "", limit: Int64(UInt32.max))
      }
      entries.append((FlatRTFD.contentsKey, .contents(contents)))
      entries += nameEntries(name)
      entries.append((FlatRTFD.attributesKey, .data(ArraySlice(attributeTable(wrapper)))))
    case .symbolicLink(let url):
      let destination = wrapper.rawLinkDestination ?? Array(url.path.utf8)
      entries.append((FlatRTFD.linkDestinationKey, .data(ArraySlice(destination))))
      entries += nameEntries(name)
      entries.append((FlatRTFD.attributesKey, .data(ArraySlice(attributeTable(wrapper)))))
    case .directory:
      for key in wrapper.children.keys.sorted(by: {
        Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
      }) {
        guard let child = wrapper.children[key] else { continue }
        entries.append(
          (Array(key.utf8), try record(for: child, name: child.preferredFilename ?? key)))
      }
      entries += nameEntries(name)
    }
    return .directory(entries)
  }

  /// `__@PreferredName@__` (ASCII, `?` for other characters) and `__@UTF8PreferredName@__`.
  private static func nameEntries(_ name: String?) -> [(key: [UInt8], value: FlatRTFD.Record)] {
    guard let name, !name.isEmpty else { return [] }
    let ascii = name.unicodeScalars.map { $0.isASCII ? UInt8($0.value) : UInt8(ascii: "?") }
    return [
      (FlatRTFD.preferredNameKey, .data(ArraySlice(ascii))),
      (FlatRTFD.utf8PreferredNameKey, .data(ArraySlice(Array(name.utf8)))),
    ]
  }

  /// The `.` table: one entry `..` with a 16-byte record (0, permissions, 2, 1).
  private static func attributeTable(_ wrapper: FileWrapper) -> [UInt8] {
    var table = FlatRTFDWriter()
    table.word(1)
    table.word(UInt32(FlatRTFD.contentsKey.count))
    table.bytes += FlatRTFD.contentsKey
    table.word(FlatRTFD.attributeRecordSize)
    table.word(0)
    let defaultPermissions: UInt16 = wrapper.isRegularFile ? 0o644 : 0o755
    table.word(UInt32(wrapper.permissions ?? defaultPermissions))
    table.word(2)
    table.word(1)
    return [UInt8](table.bytes)
  }

  private mutating func word(_ value: UInt32) {
    bytes.append(UInt8(truncatingIfNeeded: value))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    bytes.append(UInt8(truncatingIfNeeded: value >> 16))
    bytes.append(UInt8(truncatingIfNeeded: value >> 24))
  }

  /// Appends a record: its type word, then the body.
  private mutating func append(_ record: FlatRTFD.Record) {
    switch record {
    case .data(let data):
      word(FlatRTFD.dataRecord)
      word(UInt32(data.count))
      bytes.append(contentsOf: data)
    case .contents(let data):
      word(FlatRTFD.dataRecord)
      word(UInt32(data.count))
      bytes.append(data)
    case .directory(let entries):
      word(FlatRTFD.directoryRecord)
      word(UInt32(entries.count))
      for entry in entries {
        word(UInt32(entry.key.count))
        bytes.append(contentsOf: entry.key)
      }
      for entry in entries { word(UInt32(entry.value.encodedSize)) }
      for entry in entries { append(entry.value) }
    }
  }
}
