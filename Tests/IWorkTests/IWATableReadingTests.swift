import FileWrappers
import Foundation
import TestSupport
import Testing

@testable import IWork

/// Numbers tables built in code: v5 and pre-BNC cell records, string and format lists, the
/// document → sheet → table info → table model chain, tile offsets.
@Suite("Numbers IWA tables")
struct IWATableReadingTests {
  typealias F = IWAFixture

  static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
  static func le64(_ value: Double) -> [UInt8] {
    (0..<8).map { UInt8(value.bitPattern >> (8 * UInt64($0)) & 0xFF) }
  }
  static func reference(_ number: Int, _ id: UInt64) -> [UInt8] {
    F.field(number, bytes: F.field(1, id))
  }

  /// A v5 record: version 5, `type`, mask at bytes 8–11, then `fields`.
  static func v5(type: UInt8, mask: UInt32, _ fields: [UInt8]) -> [UInt8] {
    [5, type, 0, 0, 0, 0, 0, 0] + le32(mask) + fields
  }

  /// A v4 (pre-BNC) record: version 4, `type`, mask at bytes 4–7, `extra` at 8–11.
  static func v4(type: UInt8, mask: UInt32, extra: UInt32 = 0, _ fields: [UInt8]) -> [UInt8] {
    [4, type, 0, 0] + le32(mask) + le32(extra) + fields
  }

  /// One tile row: records laid out one after another with 16-bit offsets per column.
  static func row(_ index: UInt64, _ cells: [[UInt8]?], preBNC: Bool) -> [UInt8] {
    var buffer: [UInt8] = []
    var offsets: [UInt8] = []
    for cell in cells {
      if let cell {
        offsets += [UInt8(buffer.count & 0xFF), UInt8(buffer.count >> 8)]
        buffer += cell
      } else {
        offsets += [0xFF, 0xFF]
      }
    }
    let storage =
      preBNC
      ? F.field(3, bytes: buffer) + F.field(4, bytes: offsets)
      : F.field(3, bytes: []) + F.field(4, bytes: []) + F.field(5, 5)
        + F.field(6, bytes: buffer) + F.field(7, bytes: offsets)
    return F.field(5, bytes: F.field(1, index) + F.field(2, UInt64(cells.count)) + storage)
  }

  static func listEntry(_ key: UInt64, _ body: [UInt8]) -> [UInt8] {
    F.field(3, bytes: F.field(1, key) + F.field(2, 1) + body)
  }

  /// A document with one sheet "Budget" holding one table "Costs" (name shown), whose
  /// tile has a v5 row and a pre-BNC row.
  static func document() throws -> [IWAComponent] {
    let strings =
      F.field(1, 1) + listEntry(1, F.field(3, bytes: Array("Item".utf8)))
      + listEntry(2, F.field(3, bytes: Array("Tea".utf8)))
    let currency =
      F.field(1, 257) + F.field(2, 2) + F.field(3, bytes: Array("EUR".utf8))
      + F.field(5, 1)
    let date = F.field(1, 261) + F.field(14, bytes: Array("M/d/yy".utf8))
    let percent = F.field(1, 258) + F.field(2, 1)
    let formats =
      F.field(1, 2) + listEntry(1, F.field(6, bytes: currency))
      + listEntry(2, F.field(6, bytes: date)) + listEntry(3, F.field(6, bytes: percent))
    let oldFormats =
      F.field(1, 2) + listEntry(7, F.field(6, bytes: F.field(1, 256) + F.field(2, 3)))
    // 2020-05-01 00:00 UTC is 609_984_000 seconds after 2001-01-01.
    let header = row(
      0,
      [
        v5(type: 3, mask: 0x8, le32(1)),
        v5(type: 10, mask: 0x2 | 0x4000, le64(-1234.5) + le32(1)),
        v5(type: 5, mask: 0x4 | 0x8000, le64(609_984_000) + le32(2)),
        nil,
        v5(type: 6, mask: 0x2, le64(1)),
      ], preBNC: false)
    let body = row(
      1,
      [
        v4(type: 3, mask: 0x4 | 0x10, le32(9) + le32(2)),
        v4(type: 2, mask: 0x20 | 0x2, le32(7) + le64(0.5)),
        v4(type: 2, mask: 0x24, extra: 0x10000, le32(9) + le64(2.25) + le32(7)),
        nil,
        v4(type: 7, mask: 0x20, le64(5400)),
      ], preBNC: true)
    let tile = F.field(1, 4) + F.field(2, 1) + F.field(3, 8) + F.field(4, 2) + header + body
    let store =
      F.field(3, bytes: F.field(1, bytes: F.field(1, 0) + reference(2, 20)))
      + reference(4, 30) + reference(11, 32) + reference(22, 31)
    let model =
      F.field(1, bytes: Array("uuid".utf8)) + F.field(4, bytes: store) + F.field(6, 2)
      + F.field(7, 5) + F.field(8, bytes: Array("Costs".utf8)) + F.field(22, 1)
    let stream =
      F.object(id: 1, type: 1, payload: reference(1, 2))
      + F.object(
        id: 2, type: 2, payload: F.field(1, bytes: Array("Budget".utf8)) + reference(2, 10))
      + F.object(id: 10, type: 6000, payload: F.field(1, bytes: []) + reference(2, 11))
      + F.object(id: 11, type: 6001, payload: model)
      + F.object(id: 20, type: 6002, payload: tile)
      + F.object(id: 30, type: 6005, payload: strings)
      + F.object(id: 31, type: 6005, payload: formats)
      + F.object(id: 32, type: 6005, payload: oldFormats)
    return [try IWAComponent(data: Data(F.component(stream, chunkSize: 500)))]
  }

  @Test func sheetsTablesAndBothRecordLayoutsGiveFormattedText() throws {
    let tables = try IWATables(components: try Self.document()).tables()
    try #require(tables.count == 1)
    #expect(tables[0].sheet == "Budget")
    #expect(tables[0].name == "Costs")
    #expect(
      tables[0].rows == [
        ["Item", "-€1,234.50", "5/1/20", "", "TRUE"],
        ["Tea", "0.500", "2.250", "", "1:30"],
      ])
    #expect(
      IWorkDocument.titledTableParagraphs(tables) == [
        "Budget", "Costs", "Item\t-€1,234.50\t5/1/20\t\tTRUE", "Tea\t0.500\t2.250\t\t1:30",
      ])
  }

  @Test func recordsCutShortAreSkipped() {
    #expect(IWACellRecord([5, 3, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 1][...]) == nil)
    #expect(IWACellRecord([4, 2, 0, 0, 0x20, 0, 0, 0, 0, 0, 0, 0, 1, 2][...]) == nil)
    #expect(IWACellRecord([9, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0][...]) == nil)
    #expect(IWACellRecord([5, 2][...]) == nil)
  }

  @Test func numbersFollowTheirFormats() {
    var format = IWACellFormat()
    #expect(IWACellText.number(1234.5, exact: "1234.5", format: nil) == "1234.5")
    #expect(IWACellText.number(0.000015, exact: nil, format: nil) == "0.000015")
    #expect(IWACellText.number(1e20, exact: nil, format: nil) == "100000000000000000000")
    format.type = 256
    format.decimalPlaces = 2
    format.thousandsSeparator = true
    #expect(IWACellText.number(-1234567.891, exact: nil, format: format) == "-1,234,567.89")
    format.negativeStyle = 2
    #expect(IWACellText.number(-5, exact: nil, format: format) == "(5.00)")
    format = IWACellFormat()
    format.type = 258
    format.decimalPlaces = 0
    #expect(IWACellText.number(0.256, exact: nil, format: format) == "26%")
    format.type = 257
    format.decimalPlaces = 2
    format.currencyCode = "USD"
    #expect(IWACellText.number(3.5, exact: nil, format: format) == "$3.50")
    format.type = 259
    #expect(IWACellText.number(12345, exact: nil, format: format) == "1.23E+04")
    format.type = 269
    format.base = 16
    #expect(IWACellText.number(255, exact: nil, format: format) == "FF")
  }

  @Test func durationsFollowTheirUnitsAndStyle() {
    var format = IWACellFormat()
    format.automaticDurationUnits = true
    #expect(IWADuration.text(90, format: format) == "1:30")
    format.durationStyle = 1
    #expect(IWADuration.text(93_600, format: format) == "1d 2h")
    format.durationStyle = 2
    format.automaticDurationUnits = false
    format.durationLargest = 4
    format.durationSmallest = 8
    #expect(IWADuration.text(3_660, format: format) == "1 hour 1 minute")
  }
}

@Suite("IWA unread objects")
struct IWAUnreadTests {
  @Test func chartsImagesAndKeynoteTablesAreNamed() throws {
    let F = IWAFixture.self
    let stream =
      F.object(id: 1, type: 1, payload: [])
      + F.object(id: 2, type: 5021, payload: []) + F.object(id: 3, type: 5021, payload: [])
      + F.object(id: 4, type: 3005, payload: []) + F.object(id: 5, type: 6000, payload: [])
    try withTemporaryDirectory { dir in
      let index = dir.appendingPathComponent("Deck.key/Index", isDirectory: true)
      try FileManager.default.createDirectory(at: index, withIntermediateDirectories: true)
      try Data(F.component(stream, chunkSize: 100)).write(
        to: index.appendingPathComponent("Document.iwa"))
      let root = try FileWrapper(url: dir.appendingPathComponent("Deck.key"), options: [])
      let document = try #require(IWorkDocument(root: root, name: "Deck.key"))
      #expect(
        try document.unreadObjects() == [
          "2 charts (TSCH.ChartDrawableArchive, 5021)", "1 image (TSD.ImageArchive, 3005)",
          "1 table (TST.TableInfoArchive, 6000: Keynote table cells)",
        ])
      #expect(
        try document.text().warnings == [
          "the keynote document holds no text (its body, slides and tables are empty)"
        ])
    }
  }
}
