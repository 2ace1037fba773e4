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
// Every other encoding Core Foundation offers with the whole table
// (`String.availableStringEncodings`: DOS, Windows, ISO 8859, KOI8, EBCDIC, Mac scripts,
// Chinese, Japanese, Korean; NSString encoding = 0x8000_0000 | CFStringEncoding) and a few it
// knows by number without listing them. Not here: GB 18030 (0x0632), ISO-2022-CN (0x0830) and
// Big5-HKSCS (0x0A06), whose converters the subset leaves out (Scripts/icu-data-subset.py).
let cfEncodings: [UInt] = [
  0x0001, 0x0002, 0x0003, 0x0006, 0x0007, 0x001D, 0x0023, 0x0201, 0x0203, 0x0204, 0x0205, 0x0206,
  0x0207, 0x0208, 0x0209, 0x020A, 0x020D, 0x020F, 0x0400, 0x0405, 0x0406, 0x0410, 0x0411, 0x0412,
  0x0413, 0x0414, 0x0415, 0x0416, 0x0417, 0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D, 0x0421,
  0x0422, 0x0423, 0x0504, 0x0505, 0x0506, 0x0507, 0x0508, 0x0821, 0x0822, 0x0840, 0x0930, 0x0940,
  0x0A01, 0x0A02, 0x0A03, 0x0A08, 0x0C02,
].map { 0x8000_0000 | $0 }
let otherEncodings: [UInt] = [0x8400_0100, 0x9400_0100, 0x9800_0100, 0x9C00_0100]
for raw in cfEncodings + otherEncodings {
  print("cf-encoding \(String(raw, radix: 16)): \(roundTrips(String.Encoding(rawValue: raw)))")
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
