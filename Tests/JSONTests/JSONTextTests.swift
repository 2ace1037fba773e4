import JSON
import Testing

@Suite struct JSONTextTests {
  @Test func escapesQuotesBackslashesAndControlCharacters() {
    var json = JSONText()
    json.string("a\"b\\c\nd\re\tf\u{01}g\u{1F}é")
    #expect(json.text == #""a\"b\\c\nd\re\tf\u0001g\u001fé""#)
  }

  @Test func writesIntegersAcrossTheirRange() {
    var json = JSONText()
    for value: Int64 in [0, 7, -7, 1_234_567_890, .max, .min] {
      json.number(value)
      json.raw(",")
    }
    #expect(json.text == "0,7,-7,1234567890,9223372036854775807,-9223372036854775808,")
  }

  @Test(arguments: [
    (Int64(0), "1970-01-01T00:00:00Z"),
    (Int64(-1), "1969-12-31T23:59:59Z"),
    (Int64(951_782_400), "2000-02-29T00:00:00Z"),
    (Int64(1_796_021_540), "2026-11-30T06:52:20Z"),
    (Int64(4_107_542_399), "2100-02-28T23:59:59Z"),
    (Int64(-2_208_988_800), "1900-01-01T00:00:00Z"),
  ])
  func formatsUTCTimestamps(seconds: Int64, expected: String) {
    #expect(JSONText.timestamp(seconds) == expected)
    var json = JSONText()
    json.timestamp(seconds)
    json.timestamp(seconds)
    #expect(json.text == "\"\(expected)\"\"\(expected)\"")
  }

  @Test func writesKeysBooleansAndOctalPermissions() {
    var json = JSONText()
    json.raw("{")
    json.key("ok")
    json.bool(true)
    json.raw(",")
    json.key("mode")
    json.string(JSONText.octal(0o644))
    json.raw("}")
    #expect(json.text == #"{"ok":true,"mode":"0644"}"#)
  }
}
