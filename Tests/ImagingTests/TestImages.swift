import Foundation
import Imaging

/// Pictures generated in code for the tests.
enum TestImages {
  /// Smooth colour gradients with a little deterministic grain, like a photo.
  static func photo(width: Int, height: Int) -> Image {
    var image = Image(width: width, height: height, layout: .rgb)
    var seed: UInt32 = 12345
    for y in 0..<height {
      for x in 0..<width {
        seed = seed &* 1_664_525 &+ 1_013_904_223
        let grain = Double(Int(seed >> 28) - 8)
        let fx = Double(x) / Double(width)
        let fy = Double(y) / Double(height)
        let r = 128 + 100 * sin(fx * 6.0 + fy * 2.0) + grain
        let g = 128 + 90 * cos(fy * 5.0 - fx * 3.0) + grain
        let b = 128 + 80 * sin((fx + fy) * 4.0) + grain
        let i = (y * width + x) * 3
        image.pixels[i] = clamp(r)
        image.pixels[i + 1] = clamp(g)
        image.pixels[i + 2] = clamp(b)
      }
    }
    return image
  }

  /// Black one-pixel lines and squares on white: hard edges.
  static func lineArt(width: Int, height: Int) -> Image {
    var image = Image(
      width: width, height: height, layout: .gray,
      pixels: [UInt8](repeating: 255, count: width * height))
    for y in 0..<height {
      for x in 0..<width where x % 17 == 0 || y % 23 == 0 || (x / 40 + y / 40) % 5 == 0 {
        image.pixels[y * width + x] = 0
      }
    }
    return image
  }

  /// An opaque red disk on fully transparent black: the classic dark-fringe trap.
  static func alphaDisk(width: Int, height: Int) -> Image {
    var image = Image(width: width, height: height, layout: .rgba)
    let cx = Double(width) / 2
    let cy = Double(height) / 2
    let radius = Double(min(width, height)) * 0.35
    for y in 0..<height {
      for x in 0..<width {
        let d =
          ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx)
          + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
        if d < radius {
          let i = (y * width + x) * 4
          image.pixels[i] = 255
          image.pixels[i + 3] = 255
        }
      }
    }
    return image
  }

  static func clamp(_ value: Double) -> UInt8 {
    UInt8(min(max(value.rounded(), 0), 255))
  }

  /// Peak signal-to-noise ratio between two same-sized byte arrays.
  static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
    precondition(a.count == b.count)
    var sum = 0.0
    for i in 0..<a.count {
      let d = Double(a[i]) - Double(b[i])
      sum += d * d
    }
    let mse = sum / Double(max(a.count, 1))
    return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
  }

  /// Samples with colour premultiplied by alpha (RGBA input).
  static func premultiplied(_ image: Image) -> [UInt8] {
    let rgba = image.converted(to: .rgba)
    var out = rgba.pixels
    for i in stride(from: 0, to: out.count, by: 4) {
      let a = Int(out[i + 3])
      for c in 0..<3 { out[i + c] = UInt8((Int(out[i + c]) * a + 127) / 255) }
    }
    return out
  }

  /// CRC-32 as PNG chunks use it.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// A PNG signature and IHDR claiming `width`×`height` RGBA, then an empty IDAT and IEND.
  static func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func chunk(_ type: String, _ body: [UInt8]) {
      let length = UInt32(body.count)
      bytes += withUnsafeBytes(of: length.bigEndian, Array.init)
      let typed = Array(type.utf8) + body
      bytes += typed
      bytes += withUnsafeBytes(of: crc32(typed).bigEndian, Array.init)
    }
    var ihdr = withUnsafeBytes(of: width.bigEndian, Array.init)
    ihdr += withUnsafeBytes(of: height.bigEndian, Array.init)
    ihdr += [8, 6, 0, 0, 0]
    chunk("IHDR", ihdr)
    chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
    chunk("IEND", [])
    return Data(bytes)
  }
}
