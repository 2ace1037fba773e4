import ByteReading

/// The element table of an Apple icon image (`.icns`): a big-endian `icns` header (magic and
/// file length) followed by elements, each a four-character type, a length that includes its
/// own 8-byte header, and data.
///
/// Every length is checked against the data before it is used: an element that runs past
/// the declared or actual end throws ``ImageDecodingError/truncated(format:)``, a length
/// below 8 throws ``ImageDecodingError/invalidValue(format:field:value:expected:)``. Nothing
/// is copied; elements are ranges into the file's bytes.
struct ICNSFile {
  /// One element: its type and where its data (after the 8-byte header) lies.
  struct Element {
    /// The four-character type, as read (`ic08`, `is32`, `TOC `…).
    var type: String
    /// The data bytes, without the element header.
    var data: Range<Int>
  }

  /// The most elements read from one file (`Spec/Limits.md`); real files hold at most ~20.
  static let maximumElements = 1024

  /// The elements in file order.
  var elements: [Element]

  /// Reads the element table of `bytes`.
  /// - Throws: ``ImageDecodingError`` for a bad magic, a lying length or too many elements.
  init(bytes: [UInt8]) throws {
    guard bytes.count >= 8 else { throw ImageDecodingError.truncated(format: .icns) }
    guard bytes[0..<4].elementsEqual("icns".utf8) else {
      throw ImageDecodingError.badSignature(format: .icns)
    }
    guard let declared = bytes.getInteger(at: 4, as: UInt32.self).map(Int.init) else {
      throw ImageDecodingError.truncated(format: .icns)
    }
    guard declared >= 8 else {
      throw ImageDecodingError.invalidValue(
        format: .icns, field: "file length", value: declared, expected: "at least 8")
    }
    guard declared <= bytes.count else { throw ImageDecodingError.truncated(format: .icns) }
    var elements: [Element] = []
    var offset = 8
    while offset < declared {
      guard declared - offset >= 8 else { throw ImageDecodingError.truncated(format: .icns) }
      guard let length = bytes.getInteger(at: offset + 4, as: UInt32.self).map(Int.init) else {
        throw ImageDecodingError.truncated(format: .icns)
      }
      guard length >= 8 else {
        throw ImageDecodingError.invalidValue(
          format: .icns, field: "element length at offset \(offset)", value: length,
          expected: "at least 8")
      }
      guard length <= declared - offset else { throw ImageDecodingError.truncated(format: .icns) }
      guard elements.count < Self.maximumElements else {
        throw ImageDecodingError.invalidValue(
          format: .icns, field: "element count", value: elements.count + 1,
          expected: "at most \(Self.maximumElements)")
      }
      let type = String(decoding: bytes[offset..<offset + 4], as: Unicode.ASCII.self)
      elements.append(Element(type: type, data: offset + 8..<offset + length))
      offset += length
    }
    self.elements = elements
  }

  /// The data of the first element of `type`, if any.
  func data(of type: String) -> Range<Int>? {
    elements.first { $0.type == type }?.data
  }
}
