import Foundation

/// The parts of a `TSK.FormatStructArchive` that decide how Numbers shows a cell: the
/// format type (256 decimal, 257 currency, 258 percentage, 259 scientific, 260 text, 261
/// date, 262 fraction, 263 checkbox, 267 rating, 268 duration, 269 numeral system, 270–274
/// custom), decimal places (253 = automatic), currency code, thousands separator,
/// negative style, the date pattern (Unicode date-field symbols) and the duration units.
struct IWACellFormat: Equatable {
  var type: UInt32 = 0
  var decimalPlaces: Int?
  var currencyCode: String?
  var negativeStyle: UInt32 = 0
  var thousandsSeparator = false
  var accounting = false
  var durationStyle: UInt32 = 0
  var base: Int?
  var basePlaces: Int = 0
  var datePattern: String?
  var durationLargest: UInt32 = 0
  var durationSmallest: UInt32 = 0
  var automaticDurationUnits = false
  var customFormat: String?
  /// Fractions: a denominator (2, 4, 8, 10, 16, 100…), or -1, -2, -3 for up to one, two
  /// or three digits.
  var fractionAccuracy: Int32 = -3
  var trueText: String?
  var falseText: String?

  /// The format in a `FormatStructArchive` message at `range`.
  init(_ range: Range<Int>, reader: ProtobufReader) throws(IWorkError) {
    for field in try reader.fields(in: range) {
      switch field.number {
      case 1: type = UInt32(truncatingIfNeeded: field.value)
      case 2: decimalPlaces = Int(min(field.value, 255))
      case 3: currencyCode = field.bytes.map(reader.string)
      case 4: negativeStyle = UInt32(truncatingIfNeeded: field.value)
      case 5: thousandsSeparator = field.value != 0
      case 6: accounting = field.value != 0
      case 7: durationStyle = UInt32(truncatingIfNeeded: field.value)
      case 8: base = Int(min(field.value, 36))
      case 9: basePlaces = Int(min(field.value, 64))
      case 11: fractionAccuracy = Int32(truncatingIfNeeded: field.value)
      case 14: datePattern = field.bytes.map(reader.string)
      case 15: durationLargest = UInt32(truncatingIfNeeded: field.value)
      case 16: durationSmallest = UInt32(truncatingIfNeeded: field.value)
      case 18: customFormat = field.bytes.map(reader.string)
      case 40: automaticDurationUnits = field.value != 0
      case 44: trueText = field.bytes.map(reader.string)
      case 45: falseText = field.bytes.map(reader.string)
      default: break
      }
    }
  }

  init() {}
}
