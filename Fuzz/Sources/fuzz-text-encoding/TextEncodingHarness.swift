import Foundation
import FuzzSupport
import TextFiles

/// Fuzzes the text-encoding detector, decoding in every encoding, charset labels, the
/// text-file reader and the HTML text converter. Invariant: valid UTF-8 without a BOM or
/// UTF-16 zero-byte pattern decodes to itself.
@main
enum TextEncodingHarness {
  static func main() {
    FuzzMain.run(seeds: TextEncodingSeeds.make, target: textEncodingTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func textEncodingTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let detector = TextEncodingDetector(sampleSize: 4096)
  let detected = detector.detect(bytes)
  if detected.reason == .validUTF8 || detected.reason == .ascii {
    precondition(Array(detected.text.utf8) == bytes, "UTF-8 text did not decode to itself")
  }
  for encoding in TextEncoding.allCases { _ = detector.decode(bytes, as: encoding) }
  _ = TextEncoding(charsetName: String(decoding: bytes.prefix(32), as: UTF8.self))
  for kind in ["txt", "plist"] {
    _ = try? TextDocument(data: Data(bytes), filenameExtension: kind)
  }
  let page = HTMLText.extract(from: detected.text)
  _ = TextPageLayout(text: page.text, kind: .markdown)
  return 0
}
