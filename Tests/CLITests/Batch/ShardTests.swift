import DocumentBatches
import Testing

@testable import docpkg

@Suite("Shard selection")
struct ShardTests {
  @Test func parsesKOverN() throws {
    let shard = try #require(Shard(parsing: "3/4"))
    #expect(shard.index == 3 && shard.count == 4)
    for bad in ["0/4", "5/4", "1/0", "a/b", "1", "1/2/3", "-1/2", ""] {
      #expect(Shard(parsing: bad) == nil)
      #expect(throws: CLIError.self) { try Shard.parse(bad, for: "--shard") }
    }
  }

  @Test func everyPathIsInExactlyOneShard() throws {
    let paths = (0..<2000).map { "notes/Note \($0).note" }
    for count in [1, 2, 3, 4, 7] {
      let shards = try (1...count).map { try #require(Shard(parsing: "\($0)/\(count)")) }
      var sizes = Array(repeating: 0, count: count)
      for path in paths {
        let owners = shards.filter { $0.contains(path) }
        #expect(owners.count == 1, "\(path) in \(owners) of \(count)")
        if let owner = owners.first { sizes[owner.index - 1] += 1 }
      }
      // A stable hash spreads names evenly: no shard holds more than 1.25× its share.
      #expect(sizes.allSatisfy { $0 * count <= paths.count * 5 / 4 }, "\(sizes)")
    }
  }

  @Test func spellingsOfOnePathShareAShard() {
    let hash = Shard.stableHash(of: "a/b.note")
    for spelling in ["./a/b.note", "a//b.note", "a/b.note/", "./a/./b.note"] {
      #expect(Shard.stableHash(of: spelling) == hash, "\(spelling)")
    }
    #expect(Shard.stableHash(of: "/a/b.note") != hash)
    #expect(Shard.stableHash(of: "") == Shard.stableHash(of: "."))
    // A fixed value (computed independently): changing the hash would reshuffle every
    // pipeline's shards between docpkg versions.
    #expect(hash == 0x7337_ad19_2514_0272)
  }

  @Test func selectionKeepsOutputsAlignedAndOrder() throws {
    let options = try BatchOptions.parse(
      ["--shard", "2/3"], configuration: CommandConfiguration(name: "t", abstract: ""))
    let inputs = (0..<30).map { "in\($0).png" }
    let outputs = inputs.map { "out/" + $0 }
    let (kept, keptOutputs) = options.selected(inputs: inputs, outputs: outputs)
    #expect(!kept.isEmpty && kept.count < 30)
    #expect(keptOutputs == kept.map { "out/" + $0 })
    #expect(kept == inputs.filter { kept.contains($0) })
    options.shard = nil
    #expect(options.selected(inputs: inputs, outputs: []).inputs == inputs)
  }
}
