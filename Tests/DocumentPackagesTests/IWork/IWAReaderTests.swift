import Foundation
import TestSupport
import Testing

@testable import DocumentPackages

@Suite("IWA reader: Snappy blocks, chunk framing, protobuf")
struct IWAReaderTests {
  func decode(_ block: [UInt8], limit: Int = 1 << 20) throws(IWorkError) -> [UInt8] {
    var output: [UInt8] = []
    let result: Result<Void, IWorkError> = block.withUnsafeBytes { raw in
      do throws(IWorkError) {
        try Snappy.decode(raw, base: 0, into: &output, limit: limit)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
    return output
  }

  @Test func snappyRoundTripsLiteralsAndCopies() throws {
    let text = Array(String(repeating: "abcdabcdabcd", count: 50).utf8) + Array("tail".utf8)
    let block = IWAFixture.snappy(text)
    #expect(block.count < text.count)
    #expect(try decode(block) == text)
  }

  @Test func snappyLongLiteralLengthsDecode() throws {
    // A 100-byte literal with a one-byte extra length (tag 60 << 2).
    let bytes = (0..<100).map { UInt8($0) }
    let block = IWAFixture.varint(100) + [60 << 2, 99] + bytes
    #expect(try decode(block) == bytes)
  }

  @Test func snappyLengthThatLiesIsRefused() {
    // Declares 10 bytes, holds 3.
    #expect(throws: IWorkError.self) { try decode(IWAFixture.varint(10) + [2 << 2] + [1, 2, 3]) }
    // Declares 2 bytes, the literal holds 3.
    #expect(throws: IWorkError.self) { try decode(IWAFixture.varint(2) + [2 << 2] + [1, 2, 3]) }
    // The literal runs past the block.
    #expect(throws: IWorkError.self) { try decode(IWAFixture.varint(8) + [7 << 2] + [1, 2]) }
  }

  @Test func snappyCopyBeforeTheStartIsRefused() {
    // One literal byte, then a copy 5 bytes back.
    #expect(throws: IWorkError.self) { try decode(IWAFixture.varint(5) + [0, 65, 0x01, 5]) }
    #expect(throws: IWorkError.self) { try decode(IWAFixture.varint(5) + [0, 65, 0x01, 0]) }
  }

  @Test func snappyOutputIsBounded() {
    #expect(throws: IWorkError.tooLarge(what: "IWA component", size: 1 << 30, limit: 1 << 20)) {
      try decode(IWAFixture.varint(1 << 30) + [0, 65])
    }
  }

  @Test func pagesComponentGivesItsStorages() throws {
    let data = Data(IWAFixture.pagesDocumentComponent(body: "First\nSecond ü\n"))
    let paragraphs = try IWorkDocument.paragraphs(ofComponent: data)
    #expect(paragraphs == ["Header text", "First", "Second ü"])
  }

  @Test func streamsStraddlingChunksDecode() throws {
    let long = String(repeating: "word ", count: 2000)
    let stream = IWAFixture.object(id: 5, type: 2001, payload: IWAFixture.storage(long))
    let data = Data(IWAFixture.component(stream, chunkSize: 700))
    #expect(try IWorkDocument.paragraphs(ofComponent: data) == [long])
  }

  @Test func truncatedChunkIsRefused() {
    let whole = IWAFixture.pagesDocumentComponent(body: "Hello")
    #expect(throws: IWorkError.self) {
      try IWorkDocument.paragraphs(ofComponent: Data(whole.dropLast(3)))
    }
    #expect(throws: IWorkError.self) { try IWorkDocument.paragraphs(ofComponent: Data([0, 9])) }
    var badType = whole
    badType[0] = 1
    #expect(throws: IWorkError.self) { try IWorkDocument.paragraphs(ofComponent: Data(badType)) }
  }

  @Test func protobufLengthsThatLieAreRefused() {
    // ArchiveInfo claims a 100-byte payload that is not there.
    let info =
      IWAFixture.field(1, 7)
      + IWAFixture.field(2, bytes: IWAFixture.field(1, 2001) + IWAFixture.field(3, 100))
    let lyingPayload = IWAFixture.varint(UInt64(info.count)) + info + [1, 2, 3]
    #expect(throws: IWorkError.self) {
      try IWorkDocument.paragraphs(ofComponent: Data(IWAFixture.component(lyingPayload)))
    }
    // A string field whose length runs past its message.
    let payload: [UInt8] = [0x1A, 50, 65, 66]
    let lyingString = IWAFixture.object(id: 5, type: 2001, payload: payload)
    #expect(throws: IWorkError.self) {
      try IWorkDocument.paragraphs(ofComponent: Data(IWAFixture.component(lyingString)))
    }
    // ArchiveInfo length past the stream.
    #expect(throws: IWorkError.self) {
      try IWorkDocument.paragraphs(ofComponent: Data(IWAFixture.component([90, 1, 2])))
    }
  }

  @Test func paragraphSplittingDropsAnchors() {
    #expect(IWorkDocument.split("a\u{FFFC}b\u{2029}c\u{2028}d\ne\u{0E}") == ["ab", "c d", "e"])
  }
}
