import Foundation
import TestSupport
import Testing

@testable import Imaging

/// HEIC/AVIF fixtures made by `Scripts/make-heif-fixtures.py` (in `Tests/Fixtures/HEIF`),
/// compared with libheif's own `heif-convert` decodes stored beside them.
@Suite("HEIF decoder")
struct HEIFDecoderTests {
  static let folder = ProjectPaths.packageRoot.appendingPathComponent("Tests/Fixtures/HEIF")

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }

  static func reference(_ name: String) throws -> Image {
    let stem = (name as NSString).deletingPathExtension
    return try ImageDecoder.decode(data("\(stem).ref.png"))
  }

  /// The quadrant colours of the upright pattern, sampled at each quadrant's centre.
  static func quadrants(_ image: Image) -> [[UInt8]] {
    let rgb = image.converted(to: .rgb)
    return [(1, 1), (3, 1), (1, 3), (3, 3)].map { (qx, qy) in
      let x = rgb.width * qx / 4
      let y = rgb.height * qy / 4
      let i = (y * rgb.width + x) * 3
      return Array(rgb.pixels[i..<i + 3])
    }
  }

  static func isPattern(_ image: Image) -> Bool {
    guard image.width == 64, image.height == 48 else { return false }
    let expected: [[Int]] = [[230, 20, 20], [20, 200, 40], [30, 40, 220], [245, 245, 245]]
    return zip(quadrants(image), expected).allSatisfy { got, want in
      zip(got, want).allSatisfy { abs(Int($0) - $1) <= 12 }
    }
  }

  @Test(arguments: 1...8)
  func everyOrientationIsUprightOnce(orientation: Int) throws {
    for kind in ["both", "irot", "exif"] {
      let image = try ImageDecoder.decode(Self.data("orient-\(orientation)-\(kind).heic"))
      #expect(Self.isPattern(image), "orientation \(orientation), \(kind): not upright")
    }
  }

  @Test(arguments: 1...8)
  func transformedFilesMatchHeifConvert(orientation: Int) throws {
    for kind in ["both", "irot"] {
      let name = "orient-\(orientation)-\(kind).heic"
      let image = try ImageDecoder.decode(Self.data(name))
      let reference = try Self.reference(name).converted(to: .rgb)
      #expect(image.width == reference.width && image.height == reference.height)
      #expect(TestImages.psnr(image.converted(to: .rgb).pixels, reference.pixels) >= 40, "\(name)")
    }
  }

  @Test func exifOnlyIsStoredAsHeifConvertDecodesIt() throws {
    let options = DecodingOptions(appliesOrientation: false)
    let image = try ImageDecoder.decode(Self.data("orient-6-exif.heic"), options: options)
    let reference = try Self.reference("orient-6-exif.heic").converted(to: .rgb)
    #expect(image.width == 48 && image.height == 64)
    #expect(TestImages.psnr(image.converted(to: .rgb).pixels, reference.pixels) >= 40)
  }

  @Test(arguments: ["alpha.heic", "alpha.avif"])
  func alphaIsKept(name: String) throws {
    let image = try ImageDecoder.decode(Self.data(name))
    #expect(image.layout == .rgba)
    let reference = try Self.reference(name).converted(to: .rgba)
    #expect(TestImages.psnr(image.pixels, reference.pixels) >= 40)
    #expect(image.pixels[3] == 255)
    #expect(abs(Int(image.pixels[(10 * 64 + 60) * 4 + 3]) - 96) <= 3)
  }

  @Test(arguments: ["deep.heic", "plain.avif"])
  func matchesHeifConvert(name: String) throws {
    let image = try ImageDecoder.decode(Self.data(name))
    #expect(image.layout == .rgb)
    let reference = try Self.reference(name).converted(to: .rgb)
    #expect(image.width == reference.width && image.height == reference.height)
    #expect(TestImages.psnr(image.pixels, reference.pixels) >= 40, "\(name)")
  }

  @Test func sniffedByContent() throws {
    #expect(ImageFormat(sniffing: try Self.data("alpha.heic").prefix(12)) == .heif)
    #expect(ImageFormat(sniffing: try Self.data("plain.avif").prefix(12)) == .heif)
  }

  @Test func pixelLimitIsCheckedBeforeDecoding() throws {
    let options = DecodingOptions(pixelLimit: 1000)
    #expect(throws: ImageDecodingError.tooManyPixels(width: 64, height: 48, limit: 1000)) {
      try ImageDecoder.decode(Self.data("orient-1-irot.heic"), options: options)
    }
  }

  @Test func hugeCodedSizeBehindASmallCropIsRefused() throws {
    // The fixture's 64×64 coded image is cropped (clap) to 64×48; claim 20000×20000 coded.
    var bytes = [UInt8](try Self.data("orient-1-irot.heic"))
    let ispe = Array("ispe".utf8)
    let at = try #require(
      (0..<bytes.count - 16).first { Array(bytes[$0..<$0 + 4]) == ispe })
    let side: [UInt8] = [0, 0, 0x4E, 0x20]
    bytes.replaceSubrange(at + 8..<at + 16, with: side + side)
    #expect(
      throws: ImageDecodingError.tooManyPixels(
        width: 20000, height: 20000, limit: DecodingOptions.defaultPixelLimit)
    ) {
      try ImageDecoder.decode(Data(bytes))
    }
  }

  @Test func truncatedAndDamagedFilesFailClearly() throws {
    let whole = try Self.data("alpha.heic")
    for length in [16, 40, whole.count / 3, whole.count - 10] {
      #expect(throws: ImageDecodingError.self) {
        try ImageDecoder.decode(whole.prefix(length))
      }
    }
  }

  @Test func missingLibraryNamesTheDebianPackage() throws {
    let error = #expect(throws: CodecLoadingError.self) {
      try SharedLibrary(.heif, name: "/nonexistent/libheif.so.1")
    }
    #expect(error?.codec == .heif)
    #expect(error?.description.contains("install the Debian package libheif1") == true)
    #expect(error?.description.contains("\n") == false)
  }

  @Test func missingFunctionIsReported() throws {
    // libz has none of giflib's functions: the table refuses it by name.
    let library = try SharedLibrary(.gif, name: "libz.so.1")
    #expect(
      throws: CodecLoadingError.functionMissing(
        codec: .gif, library: "libz.so.1", function: "DGifOpen")
    ) {
      try GIFLibrary(library)
    }
  }

  @Test func everyCodecLoadsHere() {
    for codec in Codec.allCases {
      #expect(codec.status.isAvailable, "\(codec): \(codec.status)")
    }
  }
}
