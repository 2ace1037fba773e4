// Decoding speed of the LZFSE module: compiled together with Sources/LZFSE by
// Benchmarks/lzfse-decode.sh (swiftc -O, no package build), so the internal test encoder can
// make the inputs. Prints MB/s (CPU time) of decompressed output per block kind and for the corpus-like
// text.
import Foundation

/// CPU time of this process (C's `clock()`): the machine is shared, so wall time would
/// mostly measure the other builds.
func cpuSeconds() -> Double {
  Double(clock()) / Double(CLOCKS_PER_SEC)
}

func makeText(_ count: Int) -> [UInt8] {
  let words = [
    "the", "keynote", "slide", "of", "and", "presentation", "archive", "message", "storage",
    "paragraph", "Mental", "Health", "Project", "model", "training", "data", "12.2", "ÅÄÖ",
  ]
  var state: UInt64 = 0x1234_5678_9ABC_DEF1
  var bytes: [UInt8] = []
  bytes.reserveCapacity(count + 32)
  while bytes.count < count {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    bytes += Array(words[Int(state % UInt64(words.count))].utf8)
    bytes.append(state & 0x700 == 0 ? 0x0A : 0x20)
    if state & 0xF0000 == 0 { bytes += Array(String(state % 100_000).utf8) }
  }
  return Array(bytes.prefix(count))
}

@main
enum Benchmark {
  static func main() throws {
    let size = 32 << 20
    let text = makeText(size)
    var state: UInt64 = 7
    let random = (0..<(8 << 20)).map { _ -> UInt8 in
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return UInt8(truncatingIfNeeded: state)
    }
    let cases: [(String, [UInt8], LZFSEEncoder.BlockKind)] = [
      ("text, bvx2 (LZFSE v2)", text, .lzfseV2),
      ("text, bvxn (LZVN)", text, .lzvn),
      ("text, bvx- (stored)", text, .raw),
      ("random, bvx2", random, .lzfseV2),
    ]
    for (name, input, kind) in cases {
      let stream = LZFSEEncoder.compress(input, kinds: [kind])
      var best = Double.infinity
      for _ in 0..<5 {
        let start = cpuSeconds()
        let output = try LZFSE.decompress(stream, limit: input.count)
        let elapsed = cpuSeconds() - start
        precondition(output == input, "round trip failed for \(name)")
        best = min(best, elapsed)
      }
      let mb = Double(input.count) / 1e6
      print(
        "\(name): \(input.count) -> \(stream.count) bytes, best of 5: "
          + "\(Int(mb / best)) MB/s of output (CPU time)")
    }
  }
}
