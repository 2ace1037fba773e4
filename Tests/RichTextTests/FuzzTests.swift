import Foundation
import RichText
import TestSupport
import Testing

/// Mutation fuzzing: corpus files (and the generated samples) with random damage must read
/// without crashing, each in under a second, with output bounded by the input size.
///
/// The default run mutates a few hundred small inputs. `Scripts/rtf-fuzz.sh` runs 10,000
/// over every corpus file in a release build (`RICHTEXT_FUZZ_COUNT=10000`).
@Suite("RTF mutation fuzzing")
struct FuzzTests {
  static let fragments: [String] = [
    "{", "}", "\\", "\\'", "\\'8", "\\u-", "\\u55357 ", "\\u56832 ", "\\uc9 ", "\\uc0", "\\*",
    "\\bin99999 ", "\\bin3 ", "{\\field{\\*\\fldinst HYPERLINK \"", "{\\fonttbl", "\\f999 ",
    "\\fcharset128 ", "\\ansicpg932 ", "\\ansicpg65001 ", "{\\NeXTGraphic ", "{\\upr{",
    "\\ud{", "\\par", "\\cell", "\\row", "{\\rtf1 ", "\\fs-5 ", "\\fsmilli99999999999 ",
    "\\cf99 ", "{\\colortbl;\\red300;", "\\'82", "\\plain", "\\pard\\qc", "{\\info{\\title ",
    "\\yr-1", "\u{AC}", "\\~", "\\-", "{\\pict ",
  ]

  static func mutate(_ input: [UInt8], using generator: inout SplitMix) -> [UInt8] {
    var bytes = input
    let count = Int.random(in: 1...8, using: &generator)
    for _ in 0..<count {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<6, using: &generator) {
      case 0:
        if !bytes.isEmpty { bytes[position] = UInt8.random(in: 0...255, using: &generator) }
      case 1:
        let fragment = fragments.randomElement(using: &generator) ?? "{"
        bytes.insert(contentsOf: Array(fragment.utf8), at: position)
      case 2:
        let length = min(bytes.count - position, Int.random(in: 1...64, using: &generator))
        bytes.removeSubrange(position..<position + length)
      case 3:
        let length = min(bytes.count - position, Int.random(in: 1...256, using: &generator))
        bytes.insert(contentsOf: Array(bytes[position..<position + length]), at: position)
      case 4:
        bytes.removeSubrange(position...)
      default:
        let repeats = Int.random(in: 1...2000, using: &generator)
        let brace: [UInt8] = Bool.random(using: &generator) ? [0x7B] : [0x7D]
        bytes.insert(
          contentsOf: Array(repeating: brace, count: repeats).flatMap { $0 }, at: position)
      }
    }
    return bytes
  }

  static func inputs(maximumSize: Int) -> [[UInt8]] {
    var inputs = [
      RTFWriter().write(SampleDocuments.allAttributes),
      RTFWriter().write(SampleDocuments.withAttachment),
    ]
    if let root = ProjectPaths.corpus("rtf"),
      let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    {
      for case let url as URL in walker where url.pathExtension == "rtf" {
        if let data = try? Data(contentsOf: url), data.count <= maximumSize {
          inputs.append([UInt8](data))
        }
      }
    }
    return inputs
  }

  @Test func mutatedInputsNeverCrashOrHang() throws {
    let environment = ProcessInfo.processInfo.environment
    let iterations = environment["RICHTEXT_FUZZ_COUNT"].flatMap(Int.init) ?? 300
    let full = iterations > 300
    let inputs = Self.inputs(maximumSize: full ? Int.max : 32 << 10)
    let seed = environment["RICHTEXT_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_130
    var generator = SplitMix(seed: seed)
    var slowest: Duration = .zero
    var rejected: [String: Int] = [:]
    let clock = ContinuousClock()
    for iteration in 0..<iterations {
      let input = inputs[iteration % inputs.count]
      let mutated = Self.mutate(input, using: &generator)
      let elapsed = clock.measure {
        do {
          let result = try RTFReader().read(mutated)
          let text = result.document.exported(as: .plainText)
          #expect(text.utf8.count <= mutated.count * 4 + 64, "iteration \(iteration)")
          let again = try RTFReader().read(RTFWriter().write(result.document))
          if again.document != result.document {
            let path = FileManager.default.temporaryDirectory
              .appendingPathComponent("richtext-fuzz-\(seed)-\(iteration).rtf")
            try? Data(mutated).write(to: path)
            Issue.record("iteration \(iteration): round trip differs; input saved to \(path.path)")
          }
          _ = result.document.exported(as: .html)
          _ = result.document.exported(as: .markdown)
        } catch let error as RTFReadingError {
          let kind: String
          switch error {
          case .notRTF: kind = "notRTF"
          case .groupNestingTooDeep: kind = "groupNestingTooDeep"
          case .inputTooLarge: kind = "inputTooLarge"
          case .cannotRead: kind = "cannotRead"
          }
          rejected[kind, default: 0] += 1
        } catch {
          Issue.record("iteration \(iteration): unexpected \(error)")
        }
      }
      slowest = max(slowest, elapsed)
      // The 1 s per-input goal is checked by Scripts/rtf-fuzz.sh on a release build; here a
      // hang guard that machine load cannot trip.
      #expect(elapsed < .seconds(20), "iteration \(iteration) took \(elapsed)")
    }
    print(
      "fuzz: \(iterations) mutated inputs from \(inputs.count) files, seed \(seed), "
        + "rejected with RTFReadingError: \(rejected.sorted { $0.key < $1.key }), "
        + "slowest \(slowest)")
  }
}
