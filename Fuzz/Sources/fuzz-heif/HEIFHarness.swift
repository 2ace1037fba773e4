import Foundation
import FuzzSupport
import Imaging

/// Fuzzes the HEIF entry point: `ImageDecoder.decode` on HEIC/AVIF bytes (libheif through
/// the run-time binding, the `irot`/`imir` box walk, Exif orientation, thumbnail choice),
/// at full size and with a size hint, then the thumbnail path. Inputs whose `ftyp` brand
/// does not say HEIF get one, so the fuzzer's time goes to the HEIF code. Pixel limit
/// 4 Mpx, as for `image-decode`.
@main
enum HEIFHarness {
  static func main() {
    FuzzMain.run(seeds: HEIFSeeds.make, target: heifTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func heifTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  var bytes = Data(bytes: data, count: size)
  if ImageFormat(sniffing: bytes.prefix(12)) != .heif {
    bytes =
      Data([0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
      + bytes
  }
  let pixelLimit = 4 << 20
  if let image = try? ImageDecoder.decode(bytes, options: DecodingOptions(pixelLimit: pixelLimit)) {
    precondition(image.pixels.count == image.width * image.height * image.layout.channels)
  }
  let edge = 8 + Int(data[size - 1] % 64)
  let hinted = DecodingOptions(pixelLimit: pixelLimit, targetSize: (edge, edge))
  _ = try? ImageDecoder.decode(bytes, options: hinted)
  var thumbnailer = Thumbnailer(geometry: ThumbnailGeometry(size: edge, mode: .fit))
  thumbnailer.pixelLimit = pixelLimit
  _ = try? thumbnailer.thumbnail(data: bytes)
  return 0
}
