import Foundation

/// A cell's text as Numbers shows it: strings and rich text as written, numbers in their
/// format (decimal places, thousands separators, currency, percentage, scientific, numeral
/// system, rating), dates in their date pattern (UTC wall time, as Numbers stores them),
/// durations in their units and style, booleans as TRUE and FALSE.
struct IWACellText {
  /// The string list, by key.
  var strings: [UInt32: String] = [:]
  /// The rich-text list's plain text, by key.
  var richTexts: [UInt32: String] = [:]
  /// The format list (`format_table`) v5 records' keys name.
  var formats: [UInt32: IWACellFormat] = [:]
  /// The pre-BNC format list (`format_table_pre_bnc`) older records' keys name.
  var preBNCFormats: [UInt32: IWACellFormat] = [:]
  /// Date formatters by pattern (one per pattern per table).
  private var dateFormatters: [String: DateFormatter] = [:]

  init(
    strings: [UInt32: String], richTexts: [UInt32: String], formats: [UInt32: IWACellFormat],
    preBNCFormats: [UInt32: IWACellFormat]
  ) {
    self.strings = strings
    self.richTexts = richTexts
    self.formats = formats
    self.preBNCFormats = preBNCFormats
  }

  /// The record's text, or `nil` for empty cells, errors and unknown types.
  mutating func text(_ record: IWACellRecord) -> String? {
    let format = record.formatKey.flatMap { (record.version >= 5 ? formats : preBNCFormats)[$0] }
    switch record.type {
    case 2, 10:
      guard let value = record.double ?? record.decimal.flatMap(Double.init) else { return nil }
      return Self.number(value, exact: record.decimal, format: format)
    case 3: return record.stringKey.flatMap { strings[$0] }
    case 9:
      return record.richTextKey.flatMap { richTexts[$0] }
        ?? record.stringKey.flatMap { strings[$0] }
    case 5:
      guard let seconds = record.seconds, seconds.isFinite, abs(seconds) < 1e12 else {
        return nil
      }
      return date(seconds, pattern: format?.datePattern)
    case 6:
      guard let value = record.double else { return nil }
      return value > 0 ? (format?.trueText ?? "TRUE") : (format?.falseText ?? "FALSE")
    case 7:
      guard let value = record.double, value.isFinite, abs(value) < 1e15 else { return nil }
      return IWADuration.text(value, format: format ?? IWACellFormat())
    default: return nil
    }
  }

  /// Numbers' default date display when a cell carries no pattern.
  static let defaultDatePattern = "M/d/yy"

  private mutating func date(_ seconds: Double, pattern: String?) -> String {
    var pattern = pattern ?? Self.defaultDatePattern
    if pattern.isEmpty { pattern = Self.defaultDatePattern }
    let formatter: DateFormatter
    if let cached = dateFormatters[pattern] {
      formatter = cached
    } else {
      formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(secondsFromGMT: 0)
      formatter.dateFormat = pattern
      dateFormatters[pattern] = formatter
    }
    return formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds))
  }

  /// `value` in `format` (automatic when `nil`); `exact` is a v5 cell's decimal text,
  /// used for automatic decimal places.
  static func number(_ value: Double, exact: String?, format: IWACellFormat?) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
    let format = format ?? IWACellFormat()
    switch format.type {
    case 257, 274:
      let places = format.decimalPlaces.flatMap { $0 == 253 ? nil : $0 } ?? 2
      let digits = fixed(abs(value), places: places, grouping: format.thousandsSeparator)
      let symbol = currencySymbol(format.currencyCode ?? "USD")
      return signed(symbol + digits, negative: value < 0, style: format.negativeStyle)
    case 258:
      let scaled = value * 100
      let digits = decimal(
        abs(scaled), exact: nil, places: format.decimalPlaces, grouping: format.thousandsSeparator)
      return signed(digits + "%", negative: scaled < 0, style: format.negativeStyle)
    case 259:
      let places = format.decimalPlaces.flatMap { $0 == 253 ? nil : $0 } ?? 2
      return String(format: "%.\(places)E", value)
    case 262:
      return IWAFraction.text(value, accuracy: format.fractionAccuracy)
    case 267:
      return String(repeating: "★", count: Int(max(0, min(value, 5)).rounded()))
    case 269:
      return baseText(value, format: format)
    default:
      let digits = decimal(
        abs(value), exact: exact.map { $0.hasPrefix("-") ? String($0.dropFirst()) : $0 },
        places: format.decimalPlaces, grouping: format.thousandsSeparator)
      return signed(digits, negative: value < 0, style: format.negativeStyle)
    }
  }

  /// A non-negative number with `places` decimals (253 or `nil`: as many as it needs, up
  /// to 15 significant digits).
  static func decimal(_ value: Double, exact: String?, places: Int?, grouping: Bool) -> String {
    if let places, places != 253, places <= 20 {
      return fixed(value, places: places, grouping: grouping)
    }
    var text: String
    if let exact, !exact.contains("e"), !exact.contains("E") {
      text = exact
    } else {
      text = String(format: "%.15g", value)
      if text.contains("e") {
        // Expand exponents: Numbers shows 0.00001, not 1e-05, when the column is wide.
        text = plain(text)
      }
    }
    if let dot = text.firstIndex(of: "."), text[dot...].count > 1 {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return grouping ? group(text) : text
  }

  static func fixed(_ value: Double, places: Int, grouping: Bool) -> String {
    let text = String(format: "%.\(places)f", value)
    return grouping ? group(text) : text
  }

  /// `1.5e-05` → `0.000015`, `1.2e+20` → `120000000000000000000`.
  static func plain(_ scientific: String) -> String {
    let parts = scientific.lowercased().split(separator: "e")
    guard parts.count == 2, let exponent = Int(parts[1]), abs(exponent) < 400 else {
      return scientific
    }
    let mantissa = String(parts[0])
    let dot = mantissa.firstIndex(of: ".")
    let integerDigits = dot.map { String(mantissa[..<$0]) } ?? mantissa
    let fraction = dot.map { String(mantissa[mantissa.index(after: $0)...]) } ?? ""
    let digits = integerDigits + fraction
    let point = integerDigits.count + exponent
    if point <= 0 { return "0." + String(repeating: "0", count: -point) + digits }
    if point >= digits.count { return digits + String(repeating: "0", count: point - digits.count) }
    let index = digits.index(digits.startIndex, offsetBy: point)
    return String(digits[..<index]) + "." + String(digits[index...])
  }

  /// Thousands separators in the integer part of a plain decimal.
  static func group(_ text: String) -> String {
    let dot = text.firstIndex(of: ".") ?? text.endIndex
    let integer = Array(text[..<dot])
    var grouped = ""
    for (index, character) in integer.enumerated() {
      if index > 0, (integer.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(character)
    }
    return grouped + text[dot...]
  }

  /// Negative styles: 0 minus sign, 1 red (no sign), 2 parentheses, 3 red parentheses.
  static func signed(_ text: String, negative: Bool, style: UInt32) -> String {
    guard negative, text.contains(where: { $0.isNumber && $0 != "0" }) else { return text }
    switch style {
    case 1: return text
    case 2, 3: return "(" + text + ")"
    default: return "-" + text
    }
  }

  static func currencySymbol(_ code: String) -> String {
    let symbols: [String: String] = [
      "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "KRW": "₩",
      "AUD": "A$", "CAD": "CA$", "CHF": "CHF ", "RUB": "RUB ", "BRL": "R$", "MXN": "MX$",
      "HKD": "HK$", "NZD": "NZ$", "ILS": "₪", "VND": "₫", "TWD": "NT$", "PHP": "₱",
    ]
    return symbols[code] ?? code + " "
  }

  static func baseText(_ value: Double, format: IWACellFormat) -> String {
    let base = format.base ?? 10
    guard (2...36).contains(base), abs(value) < 9e15 else {
      return decimal(value, exact: nil, places: nil, grouping: false)
    }
    let integer = Int64(value.rounded())
    var digits = String(abs(integer), radix: base, uppercase: true)
    if digits.count < format.basePlaces {
      digits = String(repeating: "0", count: format.basePlaces - digits.count) + digits
    }
    return integer < 0 ? "-" + digits : digits
  }
}
