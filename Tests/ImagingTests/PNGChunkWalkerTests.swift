import Foundation
import Imaging
import Testing

@Suite struct PNGChunkWalkerTests {
  static func png() throws -> [UInt8] {
    var options = PNGEncoder.Options()
    options.textChunks = [.init(key: "Software", value: "docpkg")]
    return [UInt8](try PNGEncoder.encode(TestImages.photo(width: 40, height: 30), options: options))
  }

  static func types(_ bytes: [UInt8], checksCRC: Bool = true) throws -> [String] {
    var walker = try PNGChunkWalker(bytes, checksCRC: checksCRC, chunkLimit: 100)
    var types: [String] = []
    while let chunk = try walker.next() { types.append(chunk.type) }
    return types
  }

  @Test func walksEveryChunkWithOffsetsAndBodies() throws {
    let bytes = try Self.png()
    var walker = try PNGChunkWalker(bytes, checksCRC: true, chunkLimit: 100)
    let header = try #require(try walker.next())
    #expect(header.type == "IHDR" && header.offset == 8 && header.body.count == 13)
    #expect(Array(header.body.prefix(8)) == [0, 0, 0, 40, 0, 0, 0, 30])
    let text = try #require(try walker.next())
    #expect(text.type == "tEXt" && text.offset == 33)
    #expect(Array(text.body) == Array("Software\u{0}docpkg".utf8))
    var rest: [String] = []
    while let chunk = try walker.next() { rest.append(chunk.type) }
    #expect(rest.first == "IDAT" && rest.last == "IEND")
  }

  @Test func refusesWhatIsNotAWellFormedChunkStream() throws {
    let bytes = try Self.png()
    #expect(throws: PNGChunkError.notPNG) { try Self.types(Array("GIF89a..".utf8)) }
    #expect(throws: PNGChunkError.truncated(chunk: "?", offset: 8)) {
      try Self.types(Array(bytes.prefix(15)))
    }
    #expect(throws: PNGChunkError.truncated(chunk: "IHDR", offset: 8)) {
      try Self.types(Array(bytes.prefix(30)))
    }
    var damaged = bytes
    damaged[20] ^= 1  // inside IHDR's body
    #expect(throws: PNGChunkError.checksumMismatch(chunk: "IHDR", offset: 8)) {
      try Self.types(damaged)
    }
    #expect(try Self.types(damaged, checksCRC: false).last == "IEND")
  }

  @Test func stopsAtTheChunkLimit() throws {
    var bytes = PNGChunkWalker.signature
    for _ in 0..<5 { bytes += [0, 0, 0, 0] + Array("zzZz".utf8) + [0, 0, 0, 0] }
    var walker = try PNGChunkWalker(bytes, checksCRC: false, chunkLimit: 3)
    for _ in 0..<3 { _ = try walker.next() }
    #expect(throws: PNGChunkError.tooManyChunks(limit: 3)) { try walker.next() }
    #expect(PNGChunkError.tooManyChunks(limit: 3).description == "PNG has more than 3 chunks")
  }
}
