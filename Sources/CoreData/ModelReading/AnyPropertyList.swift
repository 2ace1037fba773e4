import Foundation
import PropertyLists

/// Reads a property list in whichever of the three forms Apple tools write: binary
/// (`bplist00`), XML, or the old NeXT/OpenStep text form (`{ key = value; }`, as some
/// `VersionInfo.plist` files are).
enum AnyPropertyList {
  static func decode(_ data: Data, path: String) throws(ModelError) -> PropertyListValue {
    if data.starts(with: Array("bplist".utf8)) {
      do {
        return try BinaryPropertyList.decode(data)
      } catch {
        throw .malformed(path: path, reason: String(describing: error))
      }
    }
    let head = String(decoding: data.prefix(64), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if head.hasPrefix("<") {
      do {
        return try XMLPropertyList.decode(data)
      } catch .malformed(_, let reason) {
        throw .malformed(path: path, reason: reason)
      } catch {
        throw error
      }
    }
    var parser = OpenStepParser(bytes: Array(data))
    do {
      return try parser.document()
    } catch {
      throw .malformed(path: path, reason: error.reason)
    }
  }
}

/// A recursive-descent reader of OpenStep property lists: dictionaries, arrays, quoted and
/// bare strings, `<hex>` data and comments. Everything is a string, as in the format.
struct OpenStepParser {
  struct Failure: Error { var reason: String }
  static let maxDepth = 64

  let bytes: [UInt8]
  var index = 0

  mutating func document() throws(Failure) -> PropertyListValue {
    skipSpace()
    // A file may be a bare dictionary body without braces ("key" = value;).
    let value = try parseValue(depth: 0)
    skipSpace()
    guard index == bytes.count else {
      throw Failure(reason: "text after the value at byte \(index)")
    }
    return value
  }

  private mutating func parseValue(depth: Int) throws(Failure) -> PropertyListValue {
    guard depth < Self.maxDepth else {
      throw Failure(reason: "nested deeper than \(Self.maxDepth)")
    }
    skipSpace()
    guard index < bytes.count else {
      throw Failure(reason: "the text ends where a value was expected")
    }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var fields: [String: PropertyListValue] = [:]
      while true {
        skipSpace()
        guard index < bytes.count else { throw Failure(reason: "an unclosed {") }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .dictionary(fields)
        }
        guard case .string(let key) = try parseValue(depth: depth + 1) else {
          throw Failure(reason: "a dictionary key that is not a string at byte \(index)")
        }
        try expect("=")
        fields[key] = try parseValue(depth: depth + 1)
        try expect(";")
      }
    case UInt8(ascii: "("):
      index += 1
      var items: [PropertyListValue] = []
      while true {
        skipSpace()
        guard index < bytes.count else { throw Failure(reason: "an unclosed (") }
        if bytes[index] == UInt8(ascii: ")") {
          index += 1
          return .array(items)
        }
        items.append(try parseValue(depth: depth + 1))
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
      }
    case UInt8(ascii: "\""): return .string(try quoted())
    case UInt8(ascii: "<"): return .data(try hexData())
    default:
      let start = index
      while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
      guard index > start else {
        throw Failure(reason: "unexpected character \(bytes[index]) at byte \(index)")
      }
      return .string(String(decoding: bytes[start..<index], as: UTF8.self))
    }
  }

  private mutating func quoted() throws(Failure) -> String {
    index += 1
    var out: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
      if byte == UInt8(ascii: "\\"), index < bytes.count {
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "n"): out.append(10)
        case UInt8(ascii: "t"): out.append(9)
        default: out.append(escaped)
        }
      } else {
        out.append(byte)
      }
    }
    throw Failure(reason: "an unterminated quoted string")
  }

  private mutating func hexData() throws(Failure) -> Data {
    index += 1
    var out: [UInt8] = []
    var high: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: ">") { return Data(out) }
      guard let nibble = Self.hexValue(byte) else { continue }
      if let first = high {
        out.append(first << 4 | nibble)
        high = nil
      } else {
        high = nibble
      }
    }
    throw Failure(reason: "unterminated <data>")
  }

  private mutating func expect(_ character: Character) throws(Failure) {
    skipSpace()
    guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else {
      throw Failure(reason: "expected \(character) at byte \(index)")
    }
    index += 1
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, bytes[index] != 10 { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index = min(bytes.count, index + 2)
      } else {
        return
      }
    }
  }

  private static func isBare(_ byte: UInt8) -> Bool {
    (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "+")
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 48...57: return byte - 48
    case 65...70: return byte - 55
    case 97...102: return byte - 87
    default: return nil
    }
  }
}
