/// Character references in HTML text: named (``HTMLEntities``; the `;` may be left off
/// for the classic Latin-1 names, as browsers allow), decimal and hexadecimal; numeric
/// values 0x80–0x9F mean their windows-1252 characters and invalid ones U+FFFD, as HTML
/// specifies.
enum HTMLEntityDecoder {
  /// The characters the reference at `start` (an `&`) stands for and the index after it;
  /// an unrecognised reference is the literal `&`.
  static func decode(_ input: [Unicode.Scalar], at start: Int, limit: Int? = nil)
    -> ([Unicode.Scalar], Int)
  {
    let end = min(limit ?? input.count, input.count)
    var index = start + 1
    if index < end, input[index] == "#" {
      return numeric(input, start: start, end: end)
    }
    var name = String.UnicodeScalarView()
    while index < end, index - start <= 32, input[index].isASCII,
      input[index].properties.isAlphabetic || ("0"..."9").contains(input[index])
    {
      name.append(input[index])
      index += 1
    }
    let key = String(name)
    let terminated = index < end && input[index] == ";"
    if let value = HTMLEntities.table[key], let scalar = Unicode.Scalar(value),
      terminated || value < 0x100
    {
      return ([scalar], terminated ? index + 1 : index)
    }
    return (["&"], start + 1)
  }

  private static func numeric(_ input: [Unicode.Scalar], start: Int, end: Int)
    -> ([Unicode.Scalar], Int)
  {
    var index = start + 2
    var radix: UInt32 = 10
    if index < end, input[index] == "x" || input[index] == "X" {
      radix = 16
      index += 1
    }
    var value: UInt32 = 0
    var digits = 0
    while index < end, let digit = digitValue(input[index], radix: radix) {
      value = min(0x11_0000, value &* radix &+ digit)
      digits += 1
      index += 1
    }
    guard digits > 0 else { return (["&"], start + 1) }
    if index < end, input[index] == ";" { index += 1 }
    if (0x80...0x9F).contains(value) {
      let mapped = SingleByteTables.windows1252[Int(value - 0x80)]
      return ([Unicode.Scalar(mapped) ?? "\u{FFFD}"], index)
    }
    guard value != 0, let scalar = Unicode.Scalar(value) else { return (["\u{FFFD}"], index) }
    return ([scalar], index)
  }

  private static func digitValue(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
    guard scalar.isASCII, let digit = Character(scalar).hexDigitValue,
      UInt32(digit) < radix
    else { return nil }
    return UInt32(digit)
  }
}
