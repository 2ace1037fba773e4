import Foundation
import FuzzSupport
@_spi(Encoding) import LZFSE

/// Fuzzes the LZFSE decoder: block framing and declared sizes, `bvx1`/`bvx2` headers (packed
/// fields, coded frequency tables), the FSE literal and L/M/D bitstreams, LZVN opcodes, match
/// distances reaching into earlier blocks. Every failure must be an `LZFSEError`; a success
/// must match the declared size, and small outputs must survive a round trip through the
/// test encoder.
@main
enum LZFSEHarness {
  static func main() {
    FuzzMain.run(seeds: LZFSESeeds.make, target: lzfseTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func lzfseTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let output = try? LZFSE.decompress(bytes, limit: 2 << 20) else { return 0 }
  guard (try? LZFSE.decompressedSize(of: bytes)) == output.count else {
    fatalError("decoded size differs from the declared size")
  }
  if output.count <= 1 << 14 {
    let kinds = LZFSEEncoder.BlockKind.allCases
    let stream = LZFSEEncoder.compress(
      output, kinds: [kinds[size % kinds.count]], blockSize: 1 + size % 5000)
    guard (try? LZFSE.decompress(stream, limit: output.count)) == output else {
      fatalError("round trip of a decoded output failed")
    }
  }
  return 0
}

/// Seeds: streams from the test encoder, every block kind alone and mixed, over text,
/// random bytes and runs; small so the fuzzer stays fast.
enum LZFSESeeds {
  static func make() throws -> [String: Data] {
    var seeds: [String: Data] = [:]
    let text = Array(
      String(repeating: "Keynote slide \u{1F600} paragraph storage archive. ", count: 40).utf8)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let random = (0..<1500).map { _ -> UInt8 in
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return UInt8(truncatingIfNeeded: state)
    }
    let runs =
      [UInt8](repeating: 0x41, count: 3000) + Array(0..<255) + [UInt8](repeating: 0, count: 700)
    let inputs = ["text": text, "random": random, "runs": runs, "mixed": text + random + runs]
    let kinds: [(String, [LZFSEEncoder.BlockKind])] = [
      ("raw", [.raw]), ("lzvn", [.lzvn]), ("v1", [.lzfseV1]), ("v2", [.lzfseV2]),
      ("all", LZFSEEncoder.BlockKind.allCases),
    ]
    for (inputName, input) in inputs {
      for (kindName, kindList) in kinds {
        seeds["\(kindName)-\(inputName)"] = Data(
          LZFSEEncoder.compress(input, kinds: kindList, blockSize: 1200, lzvnNops: true))
      }
    }
    seeds["empty"] = Data("bvx$".utf8)
    return seeds
  }
}
