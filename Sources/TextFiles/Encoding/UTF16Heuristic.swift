/// UTF-16 without a byte-order mark: text of mostly Latin characters has a zero high byte
/// in most code units, so zero bytes cluster on one side of each byte pair.
enum UTF16Heuristic {
  /// UTF-16LE or BE when at least 40 % of the sample's pairs have a zero byte on one side,
  /// under 5 % on the other, the sample is even-length-ish (at least 4 bytes) and decodes
  /// without unpaired surrogates or NUL code units; otherwise `nil`.
  static func encoding(of sample: ArraySlice<UInt8>) -> TextEncoding? {
    let pairs = sample.count / 2
    guard pairs >= 2 else { return nil }
    var zeroEven = 0
    var zeroOdd = 0
    var index = sample.startIndex
    for _ in 0..<pairs {
      if sample[index] == 0 { zeroEven += 1 }
      if sample[index + 1] == 0 { zeroOdd += 1 }
      index += 2
    }
    let encoding: TextEncoding
    if zeroOdd * 10 >= pairs * 4, zeroEven * 20 < pairs {
      encoding = .utf16LE
    } else if zeroEven * 10 >= pairs * 4, zeroOdd * 20 < pairs {
      encoding = .utf16BE
    } else {
      return nil
    }
    let units = TextDecoding.units16(sample.prefix(pairs * 2), bigEndian: encoding == .utf16BE)
    guard !units.contains(0), isWellFormed(units) else { return nil }
    return encoding
  }

  /// No unpaired surrogate, except a lead surrogate cut off at the sample's end.
  private static func isWellFormed(_ units: [UInt16]) -> Bool {
    var index = 0
    while index < units.count {
      let unit = units[index]
      if UTF16.isLeadSurrogate(unit) {
        if index + 1 == units.count { return true }
        guard UTF16.isTrailSurrogate(units[index + 1]) else { return false }
        index += 2
      } else if UTF16.isTrailSurrogate(unit) {
        return false
      } else {
        index += 1
      }
    }
    return true
  }
}
