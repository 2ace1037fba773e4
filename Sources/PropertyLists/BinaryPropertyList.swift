import Foundation

/// Reading and writing Apple's binary property list format (`bplist00`).
///
/// ```swift
/// let data = try BinaryPropertyList.encode(.dictionary(["Version": .integer(1)]))
/// let value = try BinaryPropertyList.decode(data)
/// ```
public enum BinaryPropertyList {
  /// Bounds applied when reading untrusted data.
  public struct Limits: Sendable, Equatable {
    /// The most objects the object table may hold.
    public var maxObjects: Int = 1_000_000
    /// The deepest container nesting.
    public var maxDepth: Int = 256

    /// The default limits.
    public init() {}
  }

  /// Decodes binary property list data.
  ///
  /// - Throws: ``BinaryPropertyListError``.
  public static func decode(_ data: Data, limits: Limits = Limits()) throws -> PropertyListValue {
    var reader = BinaryPropertyListReader(data, limits: limits)
    return try reader.read()
  }

  /// Encodes a value as binary property list data. Dictionary keys are written in sorted
  /// order and equal scalars are stored once, so the output is deterministic.
  public static func encode(_ value: PropertyListValue) -> Data {
    var writer = BinaryPropertyListWriter()
    return writer.write(value)
  }
}
