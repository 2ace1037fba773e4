import Foundation
import FuzzSupport

/// Seeds for the drawing harness, written in the byte layout `drawingTextTarget` reads.
enum DrawingTextSeeds {
  static func make() -> [String: Data] {
    let texts = [
      "Hello, world", "Shopping list:\nmilk\neggs\r\nbread", "Ünïcödé — “quotes” … café",
      "Ελληνικά Кириллица עברית العربية", "日本語のテキスト、中文文本。한국어",
      "emoji 😀👍🏽👨‍👩‍👧 flags 🇫🇷", "a\u{0301}e\u{0308} combining \u{200B}zwsp\u{2028}ls\tTab",
      String(repeating: "word ", count: 60), String(repeating: "W", count: 250),
    ]
    var seeds: [String: Data] = [:]
    for (index, text) in texts.enumerated() {
      var seed = SeedBytes()
      seed.int(256, in: 1...320)
      seed.int(128 + index * 10, in: 1...320)
      seed.int(8, in: -64...320)
      seed.int(4, in: -64...320)
      seed.int(240, in: -8...400)
      seed.int(120, in: -8...400)
      seed.byte(UInt8(index % 2))  // paragraphs − 1
      for paragraph in 0...(index % 2) {
        seed.byte(UInt8(paragraph))  // runs − 1
        for run in 0...paragraph {
          seed.byte(UInt8(index + run) & 15)
          seed.byte(UInt8(index % fuzzFamilies.count))
          seed.byte(UInt8(index % 5))
          seed.bytes([0, 0, 0, 255])
          seed.string(run == 0 ? text : "second run", maximum: 300)
        }
        seed.byte(UInt8(index))
        seed.bytes([0, 0, 0, 0, 0])
      }
      seed.byte(0)
      seed.byte(index % 3 == 0 ? 1 : 0)
      if index % 3 == 0 {
        seed.string("Report.pdf", maximum: 24)
        seed.int(64, in: -4...200)
        seed.int(10, in: -200...320)
        seed.int(10, in: -200...320)
      }
      seed.byte(UInt8(index % 4))
      seeds[String(format: "seed-%02d", index)] = Data(seed.bytes)
    }
    return seeds
  }
}
