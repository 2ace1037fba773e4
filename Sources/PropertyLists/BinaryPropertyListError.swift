/// Why bytes could not be read (or a value written) as a binary property list.
public enum BinaryPropertyListError: Error, Equatable, Sendable {
  /// The data does not start with `bplist00`.
  case notBinaryPropertyList
  /// A structure runs past the end of the data.
  case truncated(structure: String, offset: Int)
  /// The 32-byte trailer is inconsistent.
  case invalidTrailer(reason: String)
  /// An object is malformed.
  case invalidObject(index: Int, reason: String)
  /// An object reference points outside the object table.
  case referenceOutOfRange(reference: UInt64, objectCount: Int)
  /// An object contains itself.
  case cycle(index: Int)
  /// Containers are nested deeper than allowed.
  case tooDeep(limit: Int)
  /// The object table is larger than allowed.
  case tooManyObjects(count: UInt64, limit: Int)
  /// An object type this reader does not handle (null, sets of non-strings, 128-bit ints…).
  case unsupportedObject(index: Int, marker: UInt8)
  /// A dictionary key is not a string.
  case nonStringKey(index: Int)
}

extension BinaryPropertyListError: CustomStringConvertible {
  /// One line naming the object and the problem.
  public var description: String {
    switch self {
    case .notBinaryPropertyList: return "not a binary property list (no bplist00 header)"
    case .truncated(let structure, let offset):
      return "binary property list truncated: \(structure) at offset \(offset)"
    case .invalidTrailer(let reason): return "invalid binary property list trailer: \(reason)"
    case .invalidObject(let index, let reason):
      return "invalid binary property list object #\(index): \(reason)"
    case .referenceOutOfRange(let reference, let count):
      return "binary property list reference \(reference) is outside the \(count) objects"
    case .cycle(let index): return "binary property list object #\(index) contains itself"
    case .tooDeep(let limit): return "binary property list nested deeper than \(limit) levels"
    case .tooManyObjects(let count, let limit):
      return "binary property list has \(count) objects; the limit is \(limit)"
    case .unsupportedObject(let index, let marker):
      return
        "binary property list object #\(index) has unsupported type 0x\(String(marker, radix: 16))"
    case .nonStringKey(let index):
      return "binary property list dictionary #\(index) has a key that is not a string"
    }
  }
}
