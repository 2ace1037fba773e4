// What docpkg's shipped binary needs from ICU's data, printed as facts: the check
// (Scripts/icu-subset-check.sh) builds this program against the toolchain's whole ICU table
// and against Scripts/icu-data-subset.py's subset, and requires the same output.
import Foundation

let samples = [
  "Café naïve", "Привет", "こんにちは世界", "Ελληνικά", "Zażółć", "İstanbul", "€ – “x”", "漢字かな交じり",
]

/// Each sample's encoded length and whether it decodes back, or `-` where the encoding
/// cannot hold it.
func roundTrips(_ encoding: String.Encoding) -> String {
  samples.map { sample -> String in
    guard let data = sample.data(using: encoding) else { return "-" }
    let back = String(data: data, encoding: encoding)
    return "\(data.count):\(back == sample ? "ok" : "changed")"
  }.joined(separator: " ")
}

let named: [(String, String.Encoding)] = [
  ("ascii", .ascii), ("nextstep", .nextstep), ("japaneseEUC", .japaneseEUC), ("utf8", .utf8),
  ("isoLatin1", .isoLatin1), ("symbol", .symbol), ("nonLossyASCII", .nonLossyASCII),
  ("shiftJIS", .shiftJIS), ("isoLatin2", .isoLatin2), ("unicode", .unicode),
  ("windowsCP1250", .windowsCP1250), ("windowsCP1251", .windowsCP1251),
  ("windowsCP1252", .windowsCP1252), ("windowsCP1253", .windowsCP1253),
  ("windowsCP1254", .windowsCP1254), ("iso2022JP", .iso2022JP), ("macOSRoman", .macOSRoman),
  ("utf16BigEndian", .utf16BigEndian), ("utf32", .utf32),
]
for (name, encoding) in named { print("encoding \(name): \(roundTrips(encoding))") }
// Core Foundation's encodings beyond String.Encoding's names (NSString encoding =
// 0x8000_0000 | CFStringEncoding): GB 18030, Big5, EUC-KR, EUC-CN, DOS Japanese, Korean and
// Traditional Chinese, ISO 8859-2 and -5, KOI8-R, Windows 1255-1258, ISO-2022-KR, Mac scripts.
let cfEncodings: [UInt32] = [
  0x0A01, 0x0A03, 0x0940, 0x0930, 0x0421, 0x0422, 0x0423, 0x0201, 0x0205, 0x0A02, 0x0504,
  0x0505, 0x0506, 0x0508, 0x0840, 0x0001, 0x0002, 0x0003, 0x0007,
]
for raw in cfEncodings {
  print(
    "cf-encoding \(String(raw, radix: 16)): \(roundTrips(String.Encoding(rawValue: 0x8000_0000 | UInt(raw))))"
  )
}

let date = Date(timeIntervalSince1970: 1_588_291_200)
let posix = DateFormatter()
posix.locale = Locale(identifier: "en_US_POSIX")
posix.timeZone = TimeZone(identifier: "UTC")
posix.dateFormat = "M/d/yy EEEE MMMM HH:mm zzz"
print("date en_US_POSIX: \(posix.string(from: date))")
print("date ISO 8601: \(ISO8601DateFormatter().string(from: date))")
print(
  "date parsed: \(ISO8601DateFormatter().date(from: "2020-05-01T10:00:00+02:00").map { "\($0)" } ?? "nil")"
)
for zone in ["America/New_York", "Europe/Berlin", "Asia/Tokyo", "Australia/Lord_Howe"] {
  let timeZone = TimeZone(identifier: zone)
  print("time zone \(zone): \(timeZone.map { "\($0.secondsFromGMT(for: date))" } ?? "nil")")
}
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
print(
  "calendar: \(parts.year ?? 0)-\(parts.month ?? 0)-\(parts.day ?? 0) weekday \(parts.weekday ?? 0)"
)
let number = NumberFormatter()
number.locale = Locale(identifier: "en_US_POSIX")
number.numberStyle = .decimal
print("number en_US_POSIX: \(number.string(from: 1_234_567.891) ?? "nil")")
let currency = NumberFormatter()
currency.locale = Locale(identifier: "en_US")
currency.numberStyle = .currency
print("currency en_US: \(currency.string(from: 12.5) ?? "nil")")
let regex = try NSRegularExpression(
  pattern: "^(?:\\p{L}+\\s\\w+\\b.*)$", options: [.caseInsensitive])
print("regex: \(regex.numberOfMatches(in: "Ça va bien", range: NSRange(location: 0, length: 10)))")
let names = ["b", "A", "a10", "a2", "é", "e"]
print(
  "localizedStandardCompare: \(names.sorted { $0.localizedStandardCompare($1) == .orderedAscending })"
)
print("case: \("straße İ".uppercased()) \("ǅ".lowercased())")
print(
  "folding: \("Æble Café".folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))"
)
print(
  "compare [cd]: \("Café".compare("cafe", options: [.caseInsensitive, .diacriticInsensitive]).rawValue)"
)
print(
  "range [cd]: \("résumé".range(of: "RESUME", options: [.caseInsensitive, .diacriticInsensitive]) != nil)"
)
print("format: \(String(format: "%.3f %@ %d", 3.14159, "x", 42))")
print("bytes: \(ByteCountFormatter.string(fromByteCount: 123_456_789, countStyle: .file))")
