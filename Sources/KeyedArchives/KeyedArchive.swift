import Foundation
import PropertyLists

/// An `NSKeyedArchiver` archive: `$archiver`, `$version`, and the top-level objects
/// (`$top`) with every `CF$UID` reference into `$objects` resolved.
///
/// Reading is bounded (object depth, plist size) and type-checked; shared objects are
/// decoded once, and an object graph with a cycle is refused. Writing produces what
/// `NSKeyedArchiver` itself writes — `$null` at UID 0, objects as dictionaries with a
/// `$class` reference to a `$classname`/`$classes` description, integers, reals and
/// Booleans of an object's fields stored inline — so a Mac's `NSKeyedUnarchiver` reads it.
///
/// ```swift
/// let photo = ArchivedObject(className: "PTKData",
///                            fields: ["Version": .integer(1), "Photo": .data(png)])
/// let bytes = KeyedArchive(topLevel: ["data": .object(photo)]).encoded()
/// let back = try KeyedArchive(decoding: bytes).object(forKey: "data")
/// ```
public struct KeyedArchive: Hashable, Sendable {
  /// Bounds applied when reading untrusted archives.
  public struct Limits: Sendable, Equatable {
    /// The deepest nesting of archived objects.
    public var maxDepth: Int = 64
    /// Bounds for the underlying binary property list.
    public var propertyList = BinaryPropertyList.Limits()

    /// The default limits.
    public init() {}
  }

  /// The `$archiver` value, normally `NSKeyedArchiver`.
  public var archiver: String
  /// The `$version` value, normally 100000.
  public var version: Int64
  /// The top-level objects by key (`root` for `archivedDataWithRootObject:`).
  public var topLevel: [String: ArchivedValue]

  /// Makes an archive to encode.
  public init(
    topLevel: [String: ArchivedValue], archiver: String = "NSKeyedArchiver",
    version: Int64 = 100_000
  ) {
    self.topLevel = topLevel
    self.archiver = archiver
    self.version = version
  }

  /// Decodes a binary (or any `bplist00`) keyed archive.
  ///
  /// - Throws: ``KeyedArchiveError``.
  public init(decoding data: Data, limits: Limits = Limits()) throws {
    let root: PropertyListValue
    do {
      root = try BinaryPropertyList.decode(data, limits: limits.propertyList)
    } catch let error as BinaryPropertyListError {
      throw KeyedArchiveError.propertyList(error)
    }
    guard case .dictionary(let dictionary) = root else {
      throw KeyedArchiveError.notKeyedArchive(
        reason: "the property list is a \(root.kindName), not a dictionary")
    }
    guard case .string(let archiver)? = dictionary["$archiver"] else {
      throw KeyedArchiveError.notKeyedArchive(reason: "no $archiver string")
    }
    guard case .integer(let version)? = dictionary["$version"] else {
      throw KeyedArchiveError.notKeyedArchive(reason: "no $version integer")
    }
    guard case .dictionary(let top)? = dictionary["$top"] else {
      throw KeyedArchiveError.notKeyedArchive(reason: "no $top dictionary")
    }
    guard case .array(let objects)? = dictionary["$objects"] else {
      throw KeyedArchiveError.notKeyedArchive(reason: "no $objects array")
    }
    var resolver = KeyedArchiveResolver(objects: objects, maxDepth: limits.maxDepth)
    var resolved: [String: ArchivedValue] = [:]
    for (key, value) in top { resolved[key] = try resolver.field(value, depth: 0) }
    self.init(topLevel: resolved, archiver: archiver, version: version)
  }

  /// The top-level object for `key`.
  ///
  /// - Throws: ``KeyedArchiveError/missingTopLevelKey(_:)``.
  public func object(forKey key: String) throws -> ArchivedValue {
    guard let value = topLevel[key] else { throw KeyedArchiveError.missingTopLevelKey(key) }
    return value
  }

  /// The archive as binary property list data, deterministic for equal archives.
  public func encoded() -> Data {
    var encoder = KeyedArchiveEncoder()
    var top: [String: PropertyListValue] = [:]
    for key in topLevel.keys.sorted() {
      top[key] = encoder.field(topLevel[key] ?? .null)
    }
    let root: PropertyListValue = .dictionary([
      "$archiver": .string(archiver),
      "$version": .integer(version),
      "$top": .dictionary(top),
      "$objects": .array(encoder.objects),
    ])
    return BinaryPropertyList.encode(root)
  }
}
