import DocpkgSystem
import Foundation
import TestSupport
import Testing

@Suite("ByteSpool")
struct ByteSpoolTests {
  static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
    var random = SplitMix(seed: seed)
    return (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
  }

  @Test func smallContentStaysInMemory() throws {
    try withTemporaryDirectory { folder in
      let spool = ByteSpool(memoryLimit: 1000, temporaryFolder: folder.path)
      let parts = [Self.bytes(400, seed: 1), Self.bytes(600, seed: 2)]
      for part in parts { spool.append(part) }
      #expect(!spool.isOnDisk)
      var back: [UInt8] = []
      try spool.replay { back += $0 }
      #expect(back == parts.flatMap { $0 })
    }
  }

  @Test func pastTheLimitItMovesToAnUnlinkedFileAndReplaysInOrder() throws {
    try withTemporaryDirectory { folder in
      let spool = ByteSpool(memoryLimit: 1000, temporaryFolder: folder.path)
      let parts = (0..<300).map { Self.bytes(Int($0 % 7) * 100 + 1, seed: UInt64($0)) }
      for part in parts { spool.append(part) }
      #expect(spool.isOnDisk)
      #expect(spool.count == parts.reduce(0) { $0 + $1.count })
      // The file has no name: nothing is left in the folder.
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
      var back: [UInt8] = []
      var largest = 0
      try spool.replay {
        back += $0
        largest = max(largest, $0.count)
      }
      #expect(back == parts.flatMap { $0 })
      #expect(largest <= 64 << 10)
    }
  }

  @Test func aFolderThatCannotHoldTheFileIsReportedByReplay() throws {
    let spool = ByteSpool(memoryLimit: 10, temporaryFolder: "/nonexistent-docpkg-folder")
    spool.append(Self.bytes(5, seed: 3))
    spool.append(Self.bytes(50, seed: 4))
    #expect(spool.failure?.errno == .noSuchFileOrDirectory)
    #expect(spool.failure?.description.contains("/nonexistent-docpkg-folder") == true)
    #expect(throws: SystemError.self) { try spool.replay { _ in } }
  }
}
