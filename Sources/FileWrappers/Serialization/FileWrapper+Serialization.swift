import ByteReading
import Foundation

extension FileWrapper {
  /// The wrapper in Apple's flat RTFD layout (`Spec/FlatRTFD.md`), as
  /// `NSFileWrapper.serializedRepresentation` makes it; `nil` when a file's contents cannot
  /// be loaded or exceed 4 GiB.
  public var serializedRepresentation: Data? {
    try? FlatRTFDWriter.serialize(self)
  }

  /// A wrapper from flat RTFD data made by `serializedRepresentation` here or on a Mac;
  /// `nil` when the data is damaged or holds an invalid name.
  public convenience init?(serializedRepresentation data: Data) {
    guard let record = FlatRTFDReader([UInt8](data)).parse(),
      let wrapper = FileWrapper.make(from: record, key: nil)
    else { return nil }
    self.init(storage: .directory)
    adopt(wrapper)
    preferredFilename = wrapper.preferredFilename
  }

  /// Builds a wrapper from a record stored under `key` in its parent.
  private static func make(from record: FlatRTFD.Record, key: [UInt8]?) -> FileWrapper? {
    guard case .directory(let entries) = record else {
      // A bare data record: a regular file named by its key.
      guard case .data(let data) = record else { return nil }
      // (`.contents` only occurs while writing.)
      let wrapper = FileWrapper(regularFileWithContents: Data(data))
      wrapper.modificationDate = nil
      return wrapper
    }
    var values: [[UInt8]: FlatRTFD.Record] = [:]
    for entry in entries { values[entry.key] = entry.value }
    var name: String?
    if case .data(let utf8)? = values[FlatRTFD.utf8PreferredNameKey] {
      guard let decoded = String(validating: Array(utf8), as: UTF8.self) else { return nil }
      name = decoded
    } else if case .data(let ascii)? = values[FlatRTFD.preferredNameKey] {
      name = String(decoding: Array(ascii), as: Unicode.ASCII.self)
    }
    if let name, !isValidName(name) { return nil }
    let permissions = attributePermissions(values[FlatRTFD.attributesKey])
    let wrapper: FileWrapper
    if case .data(let contents)? = values[FlatRTFD.contentsKey] {
      wrapper = FileWrapper(regularFileWithContents: Data(contents))
      wrapper.modificationDate = nil
    } else if case .data(let destination)? = values[FlatRTFD.linkDestinationKey] {
      let text = String(decoding: Array(destination), as: UTF8.self)
      wrapper = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: text))
      wrapper.rawLinkDestination = Array(destination)
    } else {
      wrapper = FileWrapper(storage: .directory)
      let reserved: Set<[UInt8]> = [
        FlatRTFD.preferredNameKey, FlatRTFD.utf8PreferredNameKey, FlatRTFD.attributesKey,
      ]
      for entry in entries where !reserved.contains(entry.key) {
        guard let childKey = String(validating: entry.key, as: UTF8.self),
          isValidName(childKey), let child = make(from: entry.value, key: entry.key)
        else { return nil }
        if child.preferredFilename == nil { child.preferredFilename = childKey }
        wrapper.setChild(child, forKey: childKey)
      }
    }
    wrapper.permissions = permissions
    if let name { wrapper.preferredFilename = name }
    return wrapper
  }

  /// Permissions from a `.` attribute table's `..` record, when present and well formed.
  private static func attributePermissions(_ record: FlatRTFD.Record?) -> UInt16? {
    guard case .data(let slice)? = record else { return nil }
    let table = Array(slice)
    func word(_ offset: Int) -> UInt32? {
      table.getInteger(at: offset, endianness: .little, as: UInt32.self)
    }
    guard word(0) == 1, word(4) == 2, table.count >= 10, table[8] == 0x2E, table[9] == 0x2E,
      word(10) == FlatRTFD.attributeRecordSize, let permissions = word(18)
    else { return nil }
    return UInt16(truncatingIfNeeded: permissions & 0o7777)
  }

  /// Whether `name` can be a file name: not empty, `.` or `..`, no `/` or NUL.
  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.contains("/")
      && !name.unicodeScalars.contains("\0")
  }
}
