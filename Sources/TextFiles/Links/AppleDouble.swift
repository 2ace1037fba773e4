/// An AppleDouble file (`._name`, RFC 1740): the Finder info and resource fork of `name`,
/// written beside it by macOS on file systems without forks, and by zip tools.
///
/// ```swift
/// let double = try AppleDouble(bytes: Array(sidecarData))
/// if let fork = double.resourceFork { let map = try ResourceFork(bytes: fork) }
/// ```
public struct AppleDouble: Sendable, Hashable {
  /// The AppleDouble magic number (AppleSingle's is 0x00051600).
  public static let magic: UInt32 = 0x0005_1607
  /// Entry ID of the resource fork.
  public static let resourceForkEntry = 2
  /// Entry ID of the Finder info.
  public static let finderInfoEntry = 9
  /// The most entries read.
  public static let maximumEntries = 64

  /// The entries by ID: their bytes.
  public var entries: [Int: [UInt8]]

  /// Parses AppleDouble (or AppleSingle) bytes.
  /// - Throws: ``ResourceForkError``.
  public init(bytes: [UInt8]) throws(ResourceForkError) {
    let reader = ForkBytes(bytes: bytes, what: "AppleDouble header")
    let magic = UInt32(try reader.uint(0, size: 4))
    guard magic == Self.magic || magic == 0x0005_1600 else { throw .notAppleDouble(magic: magic) }
    let count = try reader.uint(24, size: 2)
    guard count <= Self.maximumEntries else {
      throw .tooManyEntries(what: "AppleDouble entries", count: count, limit: Self.maximumEntries)
    }
    var entries: [Int: [UInt8]] = [:]
    let entryReader = ForkBytes(bytes: bytes, what: "AppleDouble entry")
    for index in 0..<count {
      let base = 26 + index * 12
      let id = try reader.uint(base, size: 4)
      let offset = try reader.uint(base + 4, size: 4)
      let length = try reader.uint(base + 8, size: 4)
      entries[id] = try entryReader.slice(offset, length: length)
    }
    self.entries = entries
  }

  /// The resource fork's bytes, or `nil` when there is none or it is empty.
  public var resourceFork: [UInt8]? {
    guard let fork = entries[Self.resourceForkEntry], !fork.isEmpty else { return nil }
    return fork
  }
}
