extension ResourceFork {
  /// A fork holding `resources` (no names, no attributes).
  public init(resources: [Resource]) {
    self.resources = resources
  }

  /// The fork's bytes: header, data (each resource length-prefixed), then the map with
  /// types in first-appearance order. Written for fixtures and tests.
  public var serialized: [UInt8] {
    var data: [UInt8] = []
    var offsets: [Int] = []
    for resource in resources {
      offsets.append(data.count)
      data += Self.bigEndian(resource.data.count, 4) + resource.data
    }
    var types: [String] = []
    for resource in resources where !types.contains(resource.type) { types.append(resource.type) }
    let typeListSize = 2 + types.count * 8
    var typeList = Self.bigEndian(types.count - 1, 2)
    var references: [UInt8] = []
    for type in types {
      let members = resources.indices.filter { resources[$0].type == type }
      let typeBytes = Self.typeCode(type)
      typeList +=
        typeBytes + Self.bigEndian(members.count - 1, 2)
        + Self.bigEndian(typeListSize + references.count, 2)
      for index in members {
        references += Self.bigEndian(
          Int(UInt16(bitPattern: Int16(truncatingIfNeeded: resources[index].id))), 2)
        references += [0xFF, 0xFF, 0] + Self.bigEndian(offsets[index], 3) + [0, 0, 0, 0]
      }
    }
    let map =
      [UInt8](repeating: 0, count: 24) + Self.bigEndian(28, 2)
      + Self.bigEndian(28 + typeListSize + references.count, 2) + typeList + references
    let dataOffset = 256
    let mapOffset = dataOffset + data.count
    let header =
      Self.bigEndian(dataOffset, 4) + Self.bigEndian(mapOffset, 4) + Self.bigEndian(data.count, 4)
      + Self.bigEndian(map.count, 4)
    return header + [UInt8](repeating: 0, count: dataOffset - 16) + data + map
  }

  /// A type's four bytes: one per character (U+0000–U+00FF), `?` for others, padded with
  /// spaces.
  static func typeCode(_ type: String) -> [UInt8] {
    let bytes = type.unicodeScalars.prefix(4).map { $0.value < 0x100 ? UInt8($0.value) : 0x3F }
    return bytes + [UInt8](repeating: 0x20, count: 4 - bytes.count)
  }

  static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }
}

extension AppleDouble {
  /// An AppleDouble file with `entries` (ID → bytes).
  public init(entries: [Int: [UInt8]]) {
    self.entries = entries
  }

  /// The file's bytes: the version 2 header, entry descriptors in ID order, then the
  /// entries. Written for fixtures and tests.
  public var serialized: [UInt8] {
    let ids = entries.keys.sorted()
    var header = ResourceFork.bigEndian(Int(Self.magic), 4) + ResourceFork.bigEndian(0x0002_0000, 4)
    header += [UInt8](repeating: 0, count: 16) + ResourceFork.bigEndian(ids.count, 2)
    var offset = 26 + ids.count * 12
    var body: [UInt8] = []
    for id in ids {
      let bytes = entries[id] ?? []
      header +=
        ResourceFork.bigEndian(id, 4) + ResourceFork.bigEndian(offset, 4)
        + ResourceFork.bigEndian(bytes.count, 4)
      body += bytes
      offset += bytes.count
    }
    return header + body
  }
}
