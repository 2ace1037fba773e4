/// XML's five predefined entities and numeric character references.
enum XMLCharacterReference {
  /// Decodes the reference starting at `start` (an `&`) into `output` and returns the index
  /// after it; an unknown or malformed reference is kept as a literal `&`.
  static func decode(_ bytes: [UInt8], at start: Int, into output: inout [UInt8]) -> Int {
    let limit = min(bytes.count, start + 12)
    guard let end = bytes[start..<limit].firstIndex(of: UInt8(ascii: ";")) else {
      output.append(UInt8(ascii: "&"))
      return start + 1
    }
    let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    let scalar: Unicode.Scalar?
    switch name {
    case "lt": scalar = "<"
    case "gt": scalar = ">"
    case "amp": scalar = "&"
    case "quot": scalar = "\""
    case "apos": scalar = "'"
    default: scalar = numeric(name)
    }
    guard let scalar else {
      output.append(UInt8(ascii: "&"))
      return start + 1
    }
    output += Array(String(scalar).utf8)
    return end + 1
  }

  /// `#123` or `#x1F`; `nil` for anything else or a value that is no scalar.
  static func numeric(_ name: String) -> Unicode.Scalar? {
    guard name.hasPrefix("#") else { return nil }
    var digits = name.dropFirst()
    var radix = 10
    if digits.first == "x" || digits.first == "X" {
      radix = 16
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: radix) else {
      return nil
    }
    return Unicode.Scalar(value)
  }
}
