import FileWrappers
import Foundation
import IWork
import TestSupport
import Testing

@testable import IWork

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

  /// Headers and footers once each after the body (Pages keeps one storage per page variant
  /// and section, so the same text repeats), then the footnotes; empty storages give nothing.
  @Test func pagesHeadersFootersAndFootnotes() throws {
    let stream =
      IWAFixture.object(id: 1, type: 10_000, payload: IWAFixture.pagesDocument(body: 5))
      + IWAFixture.object(
        id: 2, type: 2001, payload: IWAFixture.storage("Quarterly report", kind: 1))
      + IWAFixture.object(
        id: 3, type: 2001, payload: IWAFixture.storage("Quarterly report", kind: 1))
      + IWAFixture.object(id: 4, type: 2001, payload: IWAFixture.storage("", kind: 1))
      + IWAFixture.object(id: 5, type: 2001, payload: IWAFixture.storage("Body paragraph"))
      + IWAFixture.object(id: 6, type: 2001, payload: IWAFixture.storage("Page 1 of 2", kind: 1))
      + IWAFixture.object(id: 7, type: 2001, payload: IWAFixture.storage("A footnote.", kind: 2))
    let root = FileWrapper(directoryWithFileWrappers: [
      "Index": FileWrapper(directoryWithFileWrappers: [
        "Document.iwa": FileWrapper(regularFileWithContents: Data(IWAFixture.component(stream)))
      ])
    ])
    let document = try #require(IWorkDocument(root: root, name: "Report.pages"))
    #expect(
      try document.text().paragraphs == [
        "Body paragraph", "", "Quarterly report", "Page 1 of 2", "", "A footnote.",
      ])
    #expect(try document.unreadObjects().isEmpty)
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

@Suite("Numbers tables from IWA")
struct IWATableTests {
  typealias F = IWAFixture

  static func record(type: UInt8, flags: UInt32, fields: [UInt8]) -> [UInt8] {
    [5, type, 0, 0, 0, 0, 0, 0] + withUnsafeBytes(of: flags.littleEndian, Array.init) + fields
  }

  static func rowInfo(_ row: UInt64, _ cells: [[UInt8]?]) -> [UInt8] {
    var buffer: [UInt8] = []
    var offsets: [UInt8] = []
    for cell in cells {
      if let cell {
        offsets += withUnsafeBytes(of: UInt16(buffer.count).littleEndian, Array.init)
        buffer += cell
      } else {
        offsets += [0xFF, 0xFF]
      }
    }
    return F.field(1, row) + F.field(6, bytes: buffer) + F.field(7, bytes: offsets)
  }

  @Test func cellTextAsTabSeparatedRows() throws {
    let text = Self.record(type: 3, flags: 0x8, fields: [1, 0, 0, 0])
    let number = Self.record(
      type: 2, flags: 0x2, fields: withUnsafeBytes(of: (2.5).bitPattern.littleEndian, Array.init))
    let store =
      F.field(3, bytes: F.field(1, bytes: F.field(1, 0) + F.field(2, bytes: F.field(1, 20))))
      + F.field(4, bytes: F.field(1, 30))
    let model =
      F.field(4, bytes: store) + F.field(6, 2) + F.field(7, 2) + F.field(8, bytes: Array("T".utf8))
    let tile =
      F.field(5, bytes: Self.rowInfo(0, [text, number]))
      + F.field(5, bytes: Self.rowInfo(1, [nil, text]))
    let list = F.field(
      3, bytes: F.field(1, 1) + F.field(2, 1) + F.field(3, bytes: Array("Name".utf8)))
    let stream =
      F.object(id: 10, type: 6001, payload: model) + F.object(id: 20, type: 6002, payload: tile)
      + F.object(id: 30, type: 6005, payload: list)
    let component = try IWAComponent(data: Data(F.component(stream)))
    let tables = try IWATables(components: [component]).tables()
    #expect(tables.count == 1)
    #expect(tables.first?.name == "T")
    #expect(tables.first?.rows == [["Name", "2.5"], ["", "Name"]])
  }

  @Test func decimal128Renders() {
    func decimal(_ significand: UInt64, exponent: Int, negative: Bool = false) -> [UInt8] {
      let high = (UInt64(exponent + 0x1820) << 49) | (negative ? 1 << 63 : 0)
      return withUnsafeBytes(of: significand.littleEndian, Array.init)
        + withUnsafeBytes(of: high.littleEndian, Array.init)
    }
    #expect(IWACellRecord.decimalText(decimal(125, exponent: -2)) == "1.25")
    #expect(IWACellRecord.decimalText(decimal(5, exponent: -3)) == "0.005")
    #expect(IWACellRecord.decimalText(decimal(12, exponent: 2)) == "1200")
    #expect(IWACellRecord.decimalText(decimal(7, exponent: 0, negative: true)) == "-7")
  }
}
