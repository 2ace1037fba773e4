import Foundation
import Imaging
import TestSupport
import Testing

/// Random byte flips: every damaged file must decode or throw ``ImageDecodingError`` — never
/// crash, hang or throw anything else. `DOCPKG_FUZZ_ITERATIONS` (default 1000 per format)
/// and `DOCPKG_FUZZ_SEED` make longer or different runs. Decodes run with a 1-megapixel
/// limit so flipped size fields stay cheap (the default limit has its own tests).
@Suite("Invalid input: random byte flips")
struct FuzzTests {
  static let iterations =
    Int(ProcessInfo.processInfo.environment["DOCPKG_FUZZ_ITERATIONS"] ?? "") ?? 1000
  static let seed = UInt64(ProcessInfo.processInfo.environment["DOCPKG_FUZZ_SEED"] ?? "") ?? 1

  @Test("byte flips never crash", arguments: [ImageFormat.bmp, .gif, .tiff, .webp])
  func flips(_ format: ImageFormat) {
    let samples = RobustnessSamples.all.filter { $0.format == format }
    let salt = format.rawValue.utf8.reduce(UInt64(0)) { $0 &* 31 &+ UInt64($1) }
    var generator = SplitMix(seed: Self.seed &+ salt)
    let clock = ContinuousClock()
    let start = clock.now
    var slowest: Duration = .zero
    var decoded = 0
    var errors: [String: Int] = [:]
    for _ in 0..<Self.iterations {
      let sample = samples[Int.random(in: 0..<samples.count, using: &generator)]
      var bytes = [UInt8](sample.data)
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        // Header bytes are damaged as often as pixel data.
        let position =
          Bool.random(using: &generator)
          ? Int.random(in: 0..<min(64, bytes.count), using: &generator)
          : Int.random(in: 0..<bytes.count, using: &generator)
        bytes[position] = UInt8.random(in: 0...255, using: &generator)
      }
      if Int.random(in: 0..<8, using: &generator) == 0 {
        bytes.removeLast(Int.random(in: 0..<bytes.count, using: &generator))
      }
      let before = clock.now
      defer { slowest = max(slowest, clock.now - before) }
      do {
        _ = try ImageDecoder.decode(Data(bytes), options: DecodingOptions(pixelLimit: 1 << 20))
        decoded += 1
      } catch let error as ImageDecodingError {
        errors[Self.kind(error), default: 0] += 1
      } catch {
        Issue.record("\(format): non-ImageDecodingError \(error)")
      }
    }
    let summary = errors.sorted { $0.value > $1.value }.map { "\($0.value)× \($0.key)" }
    print(
      "fuzz \(format): \(Self.iterations) runs in \(clock.now - start) (slowest \(slowest)), \(decoded) decoded; "
        + summary.joined(separator: "; "))
  }

  static func kind(_ error: ImageDecodingError) -> String {
    switch error {
    case .unrecognizedFormat: return "unrecognized"
    case .tooManyPixels: return "tooManyPixels"
    case .invalidDimensions: return "invalidDimensions"
    case .truncated: return "truncated"
    case .badSignature, .signatureDamagedInTransfer: return "badSignature"
    case .missing: return "missing"
    case .invalidValue: return "invalidValue"
    case .badChecksum: return "badChecksum"
    case .unknownCriticalChunk: return "unknownCriticalChunk"
    case .codecFailed: return "codecFailed"
    case .unsupported: return "unsupported"
    case .allocationFailed: return "allocationFailed"
    }
  }
}
