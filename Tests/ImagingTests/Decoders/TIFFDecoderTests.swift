import Foundation
import Imaging
import TestSupport
import Testing

@Suite("TIFF decoder")
struct TIFFDecoderTests {
  static let rgba = TestImages.pattern(width: 17, height: 11, alpha: true)

  static func layouts() -> [Image] {
    Image.Layout.allCases.map { rgba.converted(to: $0) }
  }

  @Test(
    "8-bit strips round-trip exactly (none/PackBits, 1, 4 or all rows per strip)",
    arguments: [false, true], [1, 4, nil] as [Int?])
  func stripsRoundTrip(packBits: Bool, rowsPerStrip: Int?) throws {
    for image in Self.layouts() {
      let data = TIFFWriter.file(image, packBits: packBits, rowsPerStrip: rowsPerStrip)
      let decoded = try ImageDecoder.decode(data)
      #expect(decoded == image, "\(image.layout)")
    }
  }

  @Test("16-bit samples scale back exactly, alpha kept straight")
  func sixteenBit() throws {
    for image in Self.layouts() {
      let data = TIFFWriter.file(image, rowsPerStrip: 3, sixteenBit: true)
      #expect(try ImageDecoder.decode(data) == image, "\(image.layout)")
    }
  }

  @Test("associated (premultiplied) alpha comes out straight")
  func associatedAlpha() throws {
    var straight = Self.rgba
    var premultiplied = straight
    for i in stride(from: 0, to: straight.pixels.count, by: 4) {
      let a = Int(straight.pixels[i + 3])
      for c in 0..<3 {
        let p = (Int(straight.pixels[i + c]) * a + 127) / 255
        premultiplied.pixels[i + c] = UInt8(p)
        straight.pixels[i + c] = a == 0 ? 0 : UInt8(min(255, (p * 255 + a / 2) / a))
      }
    }
    let decoded = try ImageDecoder.decode(TIFFWriter.file(premultiplied, alpha: .associated))
    #expect(decoded == straight)
  }

  @Test("Orientation 1–8 is applied, and left alone when not asked", arguments: 1...8)
  func orientation(_ orientation: Int) throws {
    // 3×2: A B C / D E F with distinct grey levels.
    let source = Image(width: 3, height: 2, layout: .gray, pixels: [10, 20, 30, 40, 50, 60])
    let data = TIFFWriter.file(source, orientation: orientation)
    let expected: [Int: (Int, Int, [UInt8])] = [
      1: (3, 2, [10, 20, 30, 40, 50, 60]), 2: (3, 2, [30, 20, 10, 60, 50, 40]),
      3: (3, 2, [60, 50, 40, 30, 20, 10]), 4: (3, 2, [40, 50, 60, 10, 20, 30]),
      5: (2, 3, [10, 40, 20, 50, 30, 60]), 6: (2, 3, [40, 10, 50, 20, 60, 30]),
      7: (2, 3, [60, 30, 50, 20, 40, 10]), 8: (2, 3, [30, 60, 20, 50, 10, 40]),
    ]
    let upright = try ImageDecoder.decode(data)
    let want = try #require(expected[orientation])
    #expect(upright.width == want.0 && upright.height == want.1)
    #expect(upright.pixels == want.2)
    let raw = try ImageDecoder.decode(data, options: DecodingOptions(appliesOrientation: false))
    #expect(raw == source)
  }

  @Test("agrees with Pillow: orientation, LZW, Deflate, JPEG, palette, bilevel, 16-bit, CMYK")
  func agreesWithPillow() throws {
    guard PillowReference.isAvailable else {
      print("Pillow not available: skipped")
      return
    }
    try withTemporaryDirectory { directory in
      var files: [URL] = []
      for orientation in 1...8 {
        let url = directory.appendingPathComponent("orient\(orientation).tif")
        try TIFFWriter.file(Self.rgba.converted(to: .rgb), orientation: orientation).write(to: url)
        files.append(url)
      }
      let script = """
        import sys
        from PIL import Image
        d = sys.argv[1]
        w, h = 37, 29
        rgba = Image.new('RGBA', (w, h))
        rgba.putdata([((x*255)//(w-1), (y*255)//(h-1), (x*7+y*13)*5 % 256, (x+y)*37 % 256)
                      for y in range(h) for x in range(w)])
        rgb = rgba.convert('RGB')
        rgba.save(d + '/lzw_rgba.tif', compression='tiff_lzw')
        rgb.save(d + '/lzw_rgb.tif', compression='tiff_lzw')
        rgb.save(d + '/deflate_rgb.tif', compression='tiff_adobe_deflate')
        rgb.save(d + '/packbits_rgb.tif', compression='packbits')
        rgb.convert('L').save(d + '/lzw_gray.tif', compression='tiff_lzw')
        rgb.convert('P', palette=Image.Palette.ADAPTIVE, colors=16).save(d + '/palette.tif')
        rgb.convert('1').save(d + '/bilevel.tif', compression='group4')
        import struct
        grey = rgb.convert('L')
        data = b''.join(struct.pack('<H', v * 257) for v in grey.getdata())
        Image.frombytes('I;16', (w, h), data).save(d + '/gray16.tif')
        rgb.save(d + '/jpeg.tif', compression='jpeg')
        rgb.convert('CMYK').save(d + '/cmyk.tif')
        """
      guard PillowReference.run(script, [directory.path]) != nil else {
        Issue.record("Pillow could not write the TIFF fixtures")
        return
      }
      let names = [
        "lzw_rgba", "lzw_rgb", "deflate_rgb", "packbits_rgb", "lzw_gray", "palette", "bilevel",
        "gray16", "jpeg", "cmyk",
      ]
      files += names.map { directory.appendingPathComponent("\($0).tif") }
      let references = try #require(PillowReference.decode(files, transpose: true))
      for (file, reference) in zip(files, references) {
        let name = file.deletingPathExtension().lastPathComponent
        // Pillow clips 16-bit grey instead of scaling it: compare with the 8-bit original.
        let referenceIndex =
          name == "gray16"
          ? files.firstIndex { $0.lastPathComponent == "lzw_gray.tif" }
          : files.firstIndex(of: file)
        let theirs = try #require(
          referenceIndex.flatMap { references[$0] } ?? reference, "Pillow failed on \(name)")
        let image = try ImageDecoder.decode(Data(contentsOf: file))
        #expect(image.width == theirs.width && image.height == theirs.height, "\(name)")
        let ours = TestImages.rgba(image)
        guard ours.count == theirs.pixels.count else { continue }
        // Lossless 8-bit must match exactly; JPEG, 16-bit and CMYK conversions may differ.
        let tolerance = ["jpeg": 12, "gray16": 1, "cmyk": 255][name] ?? 0
        let worst = zip(ours, theirs.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= tolerance, "\(name): max difference \(worst)")
      }
    }
  }

  @Test("multi-image TIFF: the best representation of the first picture, never another page")
  func representations() throws {
    guard PillowReference.isAvailable else {
      print("Pillow not available: skipped")
      return
    }
    try withTemporaryDirectory { directory in
      let script = """
        import sys
        from PIL import Image
        one = Image.new('RGB', (40, 30), (255, 0, 0))
        two = Image.new('RGB', (80, 60), (0, 255, 0))
        page = Image.new('RGB', (300, 300), (0, 0, 255))
        one.save(sys.argv[1] + '/reps.tif', save_all=True, append_images=[two, page],
                 compression='tiff_lzw')
        """
      _ = try #require(PillowReference.run(script, [directory.path]))
      let data = try Data(contentsOf: directory.appendingPathComponent("reps.tif"))
      let cases: [((Int, Int)?, Int, [UInt8])] = [
        (nil, 80, [0, 255, 0]), ((30, 20), 40, [255, 0, 0]), ((40, 30), 40, [255, 0, 0]),
        ((60, 45), 80, [0, 255, 0]), ((500, 500), 80, [0, 255, 0]),
      ]
      for (target, width, colour) in cases {
        let image = try ImageDecoder.decode(data, options: DecodingOptions(targetSize: target))
        #expect(image.width == width, "target \(String(describing: target))")
        #expect(Array(image.pixels.prefix(3)) == colour, "target \(String(describing: target))")
      }
      // Over the pixel limit, the 1× representation is still acceptable.
      let limited = try ImageDecoder.decode(data, options: DecodingOptions(pixelLimit: 2000))
      #expect(limited.width == 40)
    }
  }

  @Test("concurrent decodes keep their own libtiff diagnostics")
  func concurrentDiagnostics() {
    let valid = TIFFWriter.file(Self.rgba, packBits: true, rowsPerStrip: 2)
    let truncated = valid.prefix(valid.count - 40)
    let corrupt =
      TIFFWriter.file(Self.rgba, packBits: true).prefix(8) + Data(repeating: 0xFF, count: 64)
    let outcomes = OutcomeBox()
    DispatchQueue.concurrentPerform(iterations: 96) { index in
      let data = [valid, truncated, corrupt][index % 3]
      let outcome: String
      do {
        outcome = try ImageDecoder.decode(data) == Self.rgba ? "ok" : "wrong pixels"
      } catch {
        outcome = "\(error)"
      }
      outcomes.append(index % 3, outcome)
    }
    #expect(outcomes.values(0) == ["ok"])
    #expect(outcomes.values(1) == ["TIFF data is truncated"])
    #expect(outcomes.values(2).count == 1)
  }
}

/// Collects outcomes from concurrent test work.
private final class OutcomeBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Int: Set<String>] = [:]
  func append(_ key: Int, _ value: String) {
    lock.withLock { _ = stored[key, default: []].insert(value) }
  }
  func values(_ key: Int) -> Set<String> { lock.withLock { stored[key] ?? [] } }
}
