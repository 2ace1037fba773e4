import Foundation
import FuzzSupport
import Imaging

/// Fuzzes the icon readers: `ImageDecoder.decode` on icns bytes (element table, member
/// choice, RLE planes and masks, ARGB, classic palettes, embedded PNG) and, when the first
/// input byte is odd, on the same bytes as a Windows icon (directory, PNG and DIB members,
/// AND masks). Inputs get the format's magic so the time goes to the reader; the icns
/// header's length is set to the input's so elements are reached. Pixel limit 4 Mpx.
@main
enum ICNSHarness {
  static func main() {
    FuzzMain.run(seeds: ICNSSeeds.make, target: icnsTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func icnsTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let input = Array(UnsafeBufferPointer(start: data, count: size))
  var bytes: [UInt8]
  if input[0] & 1 == 1 {
    bytes = [0, 0, 1, 0] + Array(input.dropFirst())
  } else {
    bytes = Array("icns".utf8) + [0, 0, 0, 0] + Array(input.dropFirst())
    let length = UInt32(bytes.count)
    bytes.replaceSubrange(4..<8, with: withUnsafeBytes(of: length.bigEndian, Array.init))
  }
  let pixelLimit = 4 << 20
  let whole = Data(bytes)
  if let image = try? ImageDecoder.decode(whole, options: DecodingOptions(pixelLimit: pixelLimit)) {
    precondition(image.pixels.count == image.width * image.height * image.layout.channels)
  }
  let edge = 8 + Int(input[size - 1] % 200)
  _ = try? ImageDecoder.decode(
    whole, options: DecodingOptions(pixelLimit: pixelLimit, targetSize: (edge, edge)))
  return 0
}
