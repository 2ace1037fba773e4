import DocumentPackages
import Foundation
import FuzzSupport
import Imaging

/// Fuzzes every decoder through `ImageDecoder.decode` (format picked by content), at full
/// size and with a shrink-on-load hint, then resamples and encodes the result as a
/// thumbnail does; and the QuickLook PNG summariser (`PNGSummary`, validation's chunk walk).
/// The pixel limit is lowered to 4 Mpx so libFuzzer's 2 GB RSS limit finds
/// real leaks, not legitimately large images.
@main
enum ImageDecodeHarness {
  static func main() {
    FuzzMain.run(seeds: ImageDecodeSeeds.make, target: imageDecodeTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func imageDecodeTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let bytes = Data(bytes: data, count: size)
  _ = try? PNGSummary(data: bytes)
  let pixelLimit = 4 << 20
  if let image = try? ImageDecoder.decode(bytes, options: DecodingOptions(pixelLimit: pixelLimit)) {
    precondition(image.pixels.count == image.width * image.height * image.layout.channels)
  }
  // The thumbnail path: shrink-on-load (JPEG DCT scaling, PNG row reduction), resample, PNG.
  let edge = 8 + Int(data[size - 1] % 64)
  var thumbnailer = Thumbnailer(
    geometry: ThumbnailGeometry(size: edge, mode: size % 2 == 0 ? .fit : .fill))
  thumbnailer.pixelLimit = pixelLimit
  if let thumbnail = try? thumbnailer.thumbnail(data: bytes) {
    _ = try? PNGEncoder.encode(thumbnail)
  }
  return 0
}
