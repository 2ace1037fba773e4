import Foundation

/// Constants of Apple's flat RTFD layout, the format of `serializedRepresentation`.
/// `Spec/FlatRTFD.md` documents the byte layout.
enum FlatRTFD {
  static let magic: [UInt8] = Array("rtfd".utf8)
  static let dataRecord: UInt32 = 1
  static let directoryRecord: UInt32 = 3
  /// A length word that announces the padded form: real length and padding follow.
  static let paddedLengthMarker: UInt32 = 0x8000_0000
  static let preferredNameKey: [UInt8] = Array("__@PreferredName@__".utf8)
  static let utf8PreferredNameKey: [UInt8] = Array("__@UTF8PreferredName@__".utf8)
  /// The key of a regular file's contents.
  static let contentsKey: [UInt8] = Array("..".utf8)
  /// The key of the attribute table.
  static let attributesKey: [UInt8] = Array(".".utf8)
  /// docpkg extension: the key of a symbolic link's destination.
  static let linkDestinationKey: [UInt8] = Array("__@SymbolicLinkDestination@__".utf8)
  /// Size of one attribute record: four little-endian words.
  static let attributeRecordSize: UInt32 = 16

  /// One record, parsed or about to be written.
  indirect enum Record {
    case data(ArraySlice<UInt8>)
    /// A data record whose bytes are a file's contents (writing only; avoids a copy).
    case contents(Data)
    case directory([(key: [UInt8], value: Record)])

    /// Bytes the record takes when written, its type word included.
    var encodedSize: Int {
      switch self {
      case .data(let bytes): return 8 + bytes.count
      case .contents(let data): return 8 + data.count
      case .directory(let entries):
        var size = 8
        for entry in entries { size += 8 + entry.key.count + entry.value.encodedSize }
        return size
      }
    }
  }
}
