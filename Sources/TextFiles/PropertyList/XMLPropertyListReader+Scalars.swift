import Foundation

extension XMLPropertyListReader {
  /// Decimal (optionally signed) or `0x` hexadecimal, as CoreFoundation accepts; values
  /// up to UInt64.max are kept as their bit pattern, as binary plists store them.
  static func integer(_ text: String) -> Int64? {
    var digits = Substring(text)
    var negative = false
    if digits.first == "-" || digits.first == "+" {
      negative = digits.first == "-"
      digits = digits.dropFirst()
    }
    var radix = 10
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      radix = 16
      digits = digits.dropFirst(2)
    }
    guard let magnitude = UInt64(digits, radix: radix) else { return nil }
    if negative {
      guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
      return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
    }
    return Int64(bitPattern: magnitude)
  }

  static func real(_ text: String) -> Double? {
    switch text.lowercased() {
    case "nan": return .nan
    case "inf", "+inf", "infinity", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default: return Double(text)
    }
  }

  /// `yyyy-MM-ddTHH:mm:ssZ` (the only form Apple writes), read without Foundation's
  /// date formatters.
  static func date(_ text: String) -> Date? {
    let utf8 = Array(text.utf8)
    guard utf8.count == 20, utf8[4] == 0x2D, utf8[7] == 0x2D, utf8[10] == 0x54,
      utf8[13] == 0x3A, utf8[16] == 0x3A, utf8[19] == 0x5A
    else { return nil }
    func number(_ range: Range<Int>) -> Int64? {
      Int64(String(decoding: utf8[range], as: UTF8.self))
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    let days = CivilDate.days(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }
}
