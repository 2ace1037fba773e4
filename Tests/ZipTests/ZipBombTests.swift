import Foundation
import TestSupport
import Testing
import Zip

@Suite("Zip bombs")
struct ZipBombTests {
  /// 20 MiB of zeros deflates about 1000:1.
  static let zeros = Data(count: 20 << 20)

  @Test func highRatioEntryIsRefusedOnOpen() throws {
    let writer = ZipWriter()
    try writer.addFile(path: "zeros.bin", contents: Self.zeros)
    let data = try #require(try writer.finish())
    #expect(data.count < 100_000)
    #expect {
      try ZipArchive(data: data)
    } throws: { error in
      guard case .compressionRatioTooHigh(let entry, let ratio, let limit)? = error as? ZipError
      else { return false }
      return entry == "zeros.bin" && ratio > 500 && limit == 100
    }
  }

  @Test func lyingHeaderBombStopsAtDeclaredSize() throws {
    // The central directory claims 1 KiB, the stream holds 20 MiB: inflation stops at 1 KiB + 64 KiB.
    let writer = ZipWriter()
    try writer.addFile(path: "zeros.bin", contents: Self.zeros)
    var data = try #require(try writer.finish())
    let directory = try #require(findCentralDirectory(data))
    data.replaceSubrange(directory + 24..<directory + 28, with: [0x00, 0x04, 0, 0])
    let archive = try ZipArchive(data: data)
    #expect {
      try archive.contents(of: archive.entries[0])
    } throws: { error in
      guard case .sizeMismatch(_, let declared, let actual)? = error as? ZipError else {
        return false
      }
      return declared == 1024 && actual <= 1024 + 65_536
    }
  }

  @Test func totalSizeAndEntryCountLimits() throws {
    let writer = ZipWriter()
    for index in 0..<20 {
      try writer.addFile(path: "f\(index).txt", contents: Data(repeating: 65, count: 1000))
    }
    let data = try #require(try writer.finish())
    var limits = ZipLimits()
    limits.maxEntryCount = 10
    #expect(throws: ZipError.tooManyEntries(count: 20, limit: 10)) {
      try ZipArchive(data: data, limits: limits)
    }
    limits = ZipLimits()
    limits.maxTotalUncompressedBytes = 5000
    #expect(throws: ZipError.totalSizeExceeded(total: 6000, limit: 5000)) {
      try ZipArchive(data: data, limits: limits)
    }
    limits = ZipLimits()
    limits.maxEntryUncompressedBytes = 999
    #expect(throws: ZipError.entryTooLarge(entry: "f0.txt", size: 1000, limit: 999)) {
      try ZipArchive(data: data, limits: limits)
    }
  }

  @Test func overlappingEntriesAreRefused() throws {
    // Two central records pointing at one local entry (Fifield's overlapping bomb shape).
    var data = RawZipBuilder(entries: [
      RawZipBuilder.Entry("a", "hello"), RawZipBuilder.Entry("b", "hello"),
    ]).build()
    let directory = try #require(findCentralDirectory(data))
    let second = directory + 46 + 1
    data.replaceSubrange(second + 42..<second + 46, with: [0, 0, 0, 0])
    #expect(throws: ZipError.self) { try ZipArchive(data: data) }
  }

  func findCentralDirectory(_ data: Data) -> Int? {
    let signature: [UInt8] = [0x50, 0x4b, 0x01, 0x02]
    return (0..<data.count - 4).first { Array(data[$0..<$0 + 4]) == signature }
  }
}
