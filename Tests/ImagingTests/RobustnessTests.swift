import Foundation
import Imaging
import TestSupport
import Testing

/// Damaged inputs must throw or decode, never crash or hang. (A longer run: set
/// `DOCPKG_MUTATIONS` to the number of mutations per input.)
@Suite("Robustness against damaged files")
struct RobustnessTests {
  static var mutations: Int {
    Int(ProcessInfo.processInfo.environment["DOCPKG_MUTATIONS"] ?? "") ?? 40
  }

  static func mutate(_ data: Data, seed: inout UInt64) -> Data {
    var bytes = [UInt8](data)
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: seed >> 33)
    }
    switch next() % 3 {
    case 0:
      for _ in 0..<(1 + next() % 4) { bytes[next() % bytes.count] = UInt8(next() & 0xFF) }
    case 1:
      bytes = Array(bytes.prefix(next() % bytes.count))
    default:
      let at = next() % bytes.count
      bytes.insert(
        contentsOf: [UInt8](repeating: UInt8(next() & 0xFF), count: 1 + next() % 64), at: at)
    }
    return Data(bytes)
  }

  static func inputs() throws -> [(String, Data)] {
    var inputs: [(String, Data)] = [
      ("rgba.png", try PNGEncoder.encode(TestImages.alphaDisk(width: 90, height: 60))),
      ("photo.png", try PNGEncoder.encode(TestImages.photo(width: 90, height: 60))),
    ]
    if let folder = ProjectPaths.corpus("jpeg/exif-orientation") {
      inputs.append(
        ("Landscape_6.jpg", try Data(contentsOf: folder.appendingPathComponent("Landscape_6.jpg"))))
    }
    if let folder = ProjectPaths.corpus("png/pngsuite") {
      for name in ["basi3p02.png", "tbrn2c08.png", "basn0g16.png"] {
        inputs.append((name, try Data(contentsOf: folder.appendingPathComponent(name))))
      }
    }
    return inputs
  }

  @Test func mutatedFilesThrowOrDecode() throws {
    var seed: UInt64 = 2024
    var options = DecodingOptions(targetSize: (16, 16))
    options.targetFitting = .fit
    for (name, data) in try Self.inputs() {
      var failures = 0
      for _ in 0..<Self.mutations {
        let damaged = Self.mutate(data, seed: &seed)
        // The big JPEG only shrunk, to keep the default run short.
        for hint in name.hasSuffix(".jpg") ? [options] : [DecodingOptions(), options] {
          do {
            let image = try ImageDecoder.decode(damaged, options: hint)
            #expect(image.pixels.count == image.width * image.height * image.layout.channels)
          } catch {
            failures += 1
            #expect(!"\(error)".isEmpty, "\(name)")
          }
        }
      }
      #expect(failures > 0, "\(name): no mutation was detected")
    }
  }
}
