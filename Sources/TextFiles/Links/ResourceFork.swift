/// A classic Mac OS resource fork: resources by four-character type and ID.
///
/// ```swift
/// let fork = try ResourceFork(bytes: forkBytes)
/// let url = fork.first(ofType: "url ").map { String(decoding: $0, as: UTF8.self) }
/// ```
public struct ResourceFork: Sendable, Hashable {
  /// The most resources read (over all types).
  public static let maximumResources = 4096

  /// One resource.
  public struct Resource: Sendable, Hashable {
    /// The four-character type (`url `, `utf8`, `TEXT`); each byte is one character
    /// (bytes over 0x7F as U+0080–U+00FF, so every type code round-trips).
    public var type: String
    /// The resource ID.
    public var id: Int
    /// The resource's data.
    public var data: [UInt8]

    /// A resource from its parts.
    public init(type: String, id: Int, data: [UInt8]) {
      self.type = type
      self.id = id
      self.data = data
    }
  }

  /// Every resource: grouped by type in the order types first appear in the map, then in
  /// map order (a map listing a type twice has its resources merged).
  public var resources: [Resource]

  /// Parses resource fork bytes (Inside Macintosh: More Macintosh Toolbox, 1-121).
  /// - Throws: ``ResourceForkError``.
  public init(bytes: [UInt8]) throws(ResourceForkError) {
    let header = ForkBytes(bytes: bytes, what: "resource fork header")
    let dataOffset = try header.uint(0, size: 4)
    let mapOffset = try header.uint(4, size: 4)
    let dataLength = try header.uint(8, size: 4)
    let mapLength = try header.uint(12, size: 4)
    let data = ForkBytes(
      bytes: try header.slice(dataOffset, length: dataLength), what: "resource data")
    let map = ForkBytes(
      bytes: try header.slice(mapOffset, length: mapLength), what: "resource map")
    let typeListOffset = try map.uint(24, size: 2)
    let typeCount = (try map.uint(typeListOffset, size: 2) + 1) & 0xFFFF
    var resources: [Resource] = []
    for typeIndex in 0..<typeCount {
      let entry = typeListOffset + 2 + typeIndex * 8
      let type = String(
        String.UnicodeScalarView(try map.slice(entry, length: 4).map { Unicode.Scalar($0) }))
      let count = try map.uint(entry + 4, size: 2) + 1
      let referenceList = typeListOffset + (try map.uint(entry + 6, size: 2))
      guard resources.count + count <= Self.maximumResources else {
        throw .tooManyEntries(
          what: "resources", count: resources.count + count, limit: Self.maximumResources)
      }
      for index in 0..<count {
        let reference = referenceList + index * 12
        let id = try map.uint(reference, size: 2)
        let offset = try map.uint(reference + 5, size: 3)
        let length = try data.uint(offset, size: 4)
        resources.append(
          Resource(
            type: type, id: Int(Int16(truncatingIfNeeded: id)),
            data: try data.slice(offset + 4, length: length)))
      }
    }
    var types: [String] = []
    var byType: [String: [Resource]] = [:]
    for resource in resources {
      if byType[resource.type] == nil { types.append(resource.type) }
      byType[resource.type, default: []].append(resource)
    }
    self.resources = types.flatMap { byType[$0] ?? [] }
  }

  /// The data of the first resource of `type` (lowest ID), or `nil`.
  public func first(ofType type: String) -> [UInt8]? {
    resources.filter { $0.type == type }.min { $0.id < $1.id }?.data
  }
}
