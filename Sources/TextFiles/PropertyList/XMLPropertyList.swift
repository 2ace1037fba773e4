import Foundation
import PropertyLists

/// Reading and writing Apple's XML property list format (`PropertyList-1.0.dtd`) over
/// PropertyLists' `PropertyListValue`, with no Foundation parser involved.
///
/// ```swift
/// let value = try XMLPropertyList.decode(Array(xml.utf8))
/// let text = XMLPropertyList.encode(value)   // deterministic: sorted keys, tabs
/// ```
public enum XMLPropertyList {
  /// The largest XML property list read (64 MiB; Spec/Limits.md).
  public static let maximumInputSize = 64 << 20
  /// The deepest container nesting read.
  public static let maximumDepth = 256

  /// Decodes XML property list bytes (UTF-8, or UTF-16 with a BOM).
  /// - Throws: ``XMLPropertyListError``.
  public static func decode(_ bytes: [UInt8]) throws(XMLPropertyListError) -> PropertyListValue {
    guard bytes.count <= maximumInputSize else {
      throw .tooLarge(bytes: bytes.count, limit: maximumInputSize)
    }
    var utf8 = bytes
    if let (encoding, _) = TextEncodingDetector.byteOrderMark(bytes) {
      utf8 = Array(TextEncodingDetector().decode(bytes, as: encoding).text.utf8)
    }
    var reader = XMLPropertyListReader(utf8, maximumDepth: maximumDepth)
    return try reader.read()
  }

  /// Decodes a property list in either format: binary (`bplist00`) through
  /// PropertyLists, otherwise XML.
  /// - Throws: `BinaryPropertyListError` or ``XMLPropertyListError``.
  public static func decodeAnyFormat(_ data: Data) throws -> PropertyListValue {
    if data.starts(with: Array("bplist".utf8)) {
      return try BinaryPropertyList.decode(data)
    }
    return try decode([UInt8](data))
  }

  /// The value as XML property list text, as Apple's tools write it: the XML declaration
  /// and DOCTYPE, tab indentation, dictionary keys in sorted order, dates in UTC ISO 8601,
  /// data as base64 lines; a UID as `<dict><key>CF$UID</key><integer>…`.
  public static func encode(_ value: PropertyListValue) -> String {
    var writer = XMLPropertyListWriter()
    writer.write(value, depth: 0)
    return XMLPropertyListWriter.header + writer.output + "</plist>\n"
  }
}
