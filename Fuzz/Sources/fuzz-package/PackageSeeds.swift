import Foundation
import FuzzSupport

/// Trees shaped like real packages (a `.note`, an `.rtfd`, a `.ptk`) and hostile ones
/// (symlink loops and escapes, FIFOs, non-UTF-8 names), in the layout `FuzzedTree` reads.
enum PackageSeeds {
  typealias Entry = (kind: FuzzedTree.Kind, parent: Int, name: [UInt8], payload: [UInt8])

  static func make() -> [String: Data] {
    let rtf = Array(#"{\rtf1\ansi\ansicpg1252\cocoartf2761 Hello note\par}"#.utf8)
    let png: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    let trees: [String: (Int, [Entry])] = [
      "note": (
        0,
        [
          (.file, 0, Array("Text.rtf".utf8), rtf),
          (.directory, 0, Array("Attachments".utf8), []),
          (.file, 1, Array("photo.png".utf8), png),
          (.directory, 0, Array("QuickLook".utf8), []),
          (.file, 2, Array("Thumbnail.png".utf8), png),
          (.file, 2, Array("Preview.rtf".utf8), rtf),
        ]
      ),
      "rtfd": (
        1,
        [
          (.file, 0, Array("TXT.rtf".utf8), rtf),
          (.file, 0, Array("image.png".utf8), png),
        ]
      ),
      "ptk": (
        2,
        [
          (.file, 0, Array("photo.data".utf8), Array("bplist00".utf8)),
          (.file, 0, Array("photo.metadata".utf8), Array("bplist00".utf8)),
        ]
      ),
      "hostile": (
        0,
        [
          (.symlink, 0, Array("loop".utf8), Array("loop".utf8)),
          (.symlink, 0, Array("escape".utf8), Array("../../../etc/passwd".utf8)),
          (.symlink, 0, Array("absolute".utf8), Array("/etc".utf8)),
          (.fifo, 0, Array("Text.rtf".utf8), []),
          (.file, 0, [0xFF, 0xFE, 0x41], Array("not utf-8 name".utf8)),
          (.directory, 0, Array("Attachments".utf8), []),
          (.symlink, 1, Array("up".utf8), Array("..".utf8)),
          (.file, 1, Array(String(repeating: "n", count: 64).utf8), []),
        ]
      ),
    ]
    var seeds: [String: Data] = [:]
    for (name, (extensionIndex, entries)) in trees {
      var seed = SeedBytes()
      seed.int(extensionIndex, in: 0...(FuzzedTree.extensions.count - 1))
      for entry in entries {
        seed.byte(entry.kind.rawValue)
        seed.byte(UInt8(entry.parent))
        seed.chunk(entry.name, maximum: 64)
        seed.chunk(entry.payload, maximum: entry.kind == .file ? 8192 : 96)
      }
      seeds["tree-\(name)"] = Data(seed.bytes)
    }
    return seeds
  }
}
