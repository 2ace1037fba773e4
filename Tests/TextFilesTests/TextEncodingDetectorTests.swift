import Foundation
import Testing

@testable import TextFiles

@Suite("Text encoding detection")
struct TextEncodingDetectorTests {
  let detector = TextEncodingDetector()
  let sample = "Grüße, 世界 — naïve café 🙂\nline two\n"

  @Test func utf8ByteOrderMarkIsStripped() {
    let result = detector.detect([0xEF, 0xBB, 0xBF] + Array(sample.utf8))
    #expect(result.encoding == .utf8)
    #expect(result.reason == .byteOrderMark)
    #expect(result.text == sample)
  }

  @Test(arguments: [false, true]) func utf16WithByteOrderMark(bigEndian: Bool) {
    let bom: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    let result = detector.detect(bom + Self.utf16(sample, bigEndian: bigEndian))
    #expect(result.encoding == (bigEndian ? .utf16BE : .utf16LE))
    #expect(result.reason == .byteOrderMark)
    #expect(result.text == sample)
  }

  @Test(arguments: [false, true]) func utf32WithByteOrderMark(bigEndian: Bool) {
    let bom: [UInt8] = bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
    let units = sample.unicodeScalars.flatMap { scalar -> [UInt8] in
      let bytes = (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> ($0 * 8)) }
      return bigEndian ? bytes.reversed() : bytes
    }
    let result = detector.detect(bom + units)
    #expect(result.encoding == (bigEndian ? .utf32BE : .utf32LE))
    #expect(result.text == sample)
  }

  @Test(arguments: [false, true]) func utf16WithoutByteOrderMark(bigEndian: Bool) {
    let text = "Date,Bid,Ask\r\n07/19/2015 21:00:15.469,1.0,1.1\r\nnaïve\r\n"
    let result = detector.detect(Self.utf16(text, bigEndian: bigEndian))
    #expect(result.encoding == (bigEndian ? .utf16BE : .utf16LE))
    #expect(result.reason == .nullBytePattern)
    #expect(result.text == text)
  }

  @Test func asciiAndUTF8() {
    #expect(detector.detect(Array("plain\n".utf8)).reason == .ascii)
    let result = detector.detect(Array(sample.utf8))
    #expect(result.encoding == .utf8)
    #expect(result.reason == .validUTF8)
    #expect(result.text == sample)
  }

  @Test(arguments: EncodingSamples.all) func legacyCodePage(_ sample: EncodingSamples.Sample) {
    let result = detector.detect(sample.bytes)
    #expect(result.encoding.caseName == sample.name)
    #expect(result.text == sample.text)
  }

  @Test func macRomanWithoutClassicLineBreaks() {
    // “naïve” résumé’s — in Mac OS Roman, LF line ending (no CR bonus).
    let bytes: [UInt8] =
      [0xD2] + Array("na".utf8) + [0x95] + Array("ve".utf8) + [0xD3, 0x20]
      + Array("r".utf8) + [0x8E] + Array("sum".utf8) + [0x8E, 0xD5] + Array("s\n".utf8)
    let result = detector.detect(bytes)
    #expect(result.encoding == .macRoman)
    #expect(result.text == "“naïve” résumé’s\n")
  }

  @Test func utf8WithAFewBadBytesStaysUTF8() {
    let text = String(repeating: "naïve café ", count: 4)
    let stray = detector.detect(Array(text.utf8) + [0xFF] + Array(text.utf8))
    #expect(stray.encoding == .utf8)
    #expect(stray.reason == .mostlyValidUTF8)
    #expect(stray.text == text + "\u{FFFD}" + text)
    // A file cut in the middle of "é".
    let cut = detector.detect(Array("déjà vu é".utf8).dropLast())
    #expect(cut.reason == .mostlyValidUTF8)
    #expect(cut.text == "déjà vu \u{FFFD}")
    // One Latin-1 byte and no UTF-8 at all is Latin-1.
    #expect(detector.detect([0x63, 0x61, 0x66, 0xE9]).encoding == .isoLatin1)
  }

  @Test func windows1252ReportedAsLatin1WithoutC1Bytes() {
    let result = detector.detect([0x63, 0x61, 0x66, 0xE9, 0x0A])
    #expect(result.encoding == .isoLatin1)
    #expect(result.text == "café\n")
  }

  @Test func invalidBytesNeverFail() {
    let result = detector.detect([0xFF, 0x00, 0x81, 0x8D, 0xC0])
    #expect(!result.text.isEmpty)
    let odd = detector.decode([0x41, 0x00, 0x42], as: .utf16LE)
    #expect(odd.text == "A\u{FFFD}")
  }

  @Test func charsetNames() {
    #expect(TextEncoding(charsetName: " UTF8 ") == .utf8)
    #expect(TextEncoding(charsetName: "x-mac-roman") == .macRoman)
    #expect(TextEncoding(charsetName: "cp1251") == .windows1251)
    #expect(TextEncoding(charsetName: "shift_jis") == nil)
  }

  static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.utf16.flatMap { unit in
      bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
  }
}

extension TextEncoding {
  /// The Swift case name, to match sample names.
  var caseName: String {
    switch self {
    case .windows1252: return "windows1252"
    case .isoLatin1: return "isoLatin1"
    case .macRoman: return "macRoman"
    case .windows1251: return "windows1251"
    case .koi8R: return "koi8R"
    case .windows1253: return "windows1253"
    case .iso88597: return "iso88597"
    default: return rawValue
    }
  }
}
