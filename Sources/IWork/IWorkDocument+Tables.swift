import Foundation

/// Reading Numbers tables from IWA: `TST.TableModelArchive` (6001) → its data store's tiles
/// (`TST.Tile`, 6002) of v5 cell records, and its string and rich-text lists
/// (`TST.TableDataList`, 6005). Only what cell text needs is read; records of another
/// storage version are skipped.
struct IWATables {
  /// Objects by identifier, with the component holding them.
  let objects: [UInt64: (object: IWAObject, component: IWAComponent)]

  enum MessageType {
    static let tableModel: UInt32 = 6001
    static let tile: UInt32 = 6002
    static let dataList: UInt32 = 6005
  }

  /// The most rows and columns one table is read to (Numbers' own maximum is 1,000,000
  /// rows by 1,000 columns; the text of a larger claim is cut there).
  static let maximumRows = 1_000_000
  static let maximumColumns = 1_000

  init(components: [IWAComponent]) {
    var objects: [UInt64: (object: IWAObject, component: IWAComponent)] = [:]
    for component in components {
      for object in component.objects { objects[object.identifier] = (object, component) }
    }
    self.objects = objects
  }

  /// Every table, in the order of their identifiers, as (name, rows of cell text).
  func tables() throws(IWorkError) -> [(name: String, rows: [[String]])] {
    var found: [(UInt64, String, [[String]])] = []
    for (identifier, entry) in objects where entry.object.type == MessageType.tableModel {
      let (name, rows) = try table(entry.object, in: entry.component)
      found.append((identifier, name, rows))
    }
    return found.sorted { $0.0 < $1.0 }.map { ($0.1, $0.2) }
  }

  private func table(_ object: IWAObject, in component: IWAComponent) throws(IWorkError)
    -> (String, [[String]])
  {
    let reader = component.reader
    var name = ""
    var rowCount = 0
    var columnCount = 0
    var store: Range<Int>?
    for field in try reader.fields(in: object.payload) {
      switch field.number {
      case 4: store = field.bytes
      case 6: rowCount = Int(min(field.value, UInt64(Self.maximumRows)))
      case 7: columnCount = Int(min(field.value, UInt64(Self.maximumColumns)))
      case 8: if let bytes = field.bytes { name = reader.string(bytes) }
      default: break
      }
    }
    guard let store else { return (name, []) }
    var tiles: [(id: UInt64, reference: UInt64)] = []
    var strings: [UInt64: String] = [:]
    var richTexts: [UInt64: String] = [:]
    for field in try reader.fields(in: store) {
      guard let bytes = field.bytes else { continue }
      switch field.number {
      case 3:
        for tileField in try reader.fields(in: bytes) where tileField.number == 1 {
          guard let entry = tileField.bytes else { continue }
          var id: UInt64 = 0
          var reference: UInt64?
          for part in try reader.fields(in: entry) {
            if part.number == 1 { id = part.value }
            if part.number == 2, let inner = part.bytes {
              reference = try reader.fields(in: inner).first { $0.number == 1 }?.value
            }
          }
          if let reference { tiles.append((id, reference)) }
        }
      case 4:
        if let list = try Self.reference(in: bytes, reader: reader) {
          strings = try dataList(list, rich: false)
        }
      case 17:
        if let list = try Self.reference(in: bytes, reader: reader) {
          richTexts = try dataList(list, rich: true)
        }
      default: break
      }
    }
    var table = IWorkTableCells(rowCount: rowCount, columnCount: columnCount)
    for tile in tiles {
      guard let (tileObject, tileComponent) = objects[tile.reference],
        tileObject.type == MessageType.tile
      else { continue }
      try readTile(
        tileObject, in: tileComponent, firstRow: Int(min(tile.id, 4096)) * 256,
        strings: strings, richTexts: richTexts, into: &table.cells)
    }
    return (name, table.rows)
  }

  private static func reference(in bytes: Range<Int>, reader: ProtobufReader) throws(IWorkError)
    -> UInt64?
  {
    try reader.fields(in: bytes).first { $0.number == 1 }?.value
  }

  /// Key → text of a `TST.TableDataList`: `string` (field 3) of each entry, or for rich text
  /// the storage its `rich_text_payload` (field 9) names.
  private func dataList(_ identifier: UInt64, rich: Bool) throws(IWorkError) -> [UInt64: String] {
    guard let (list, component) = objects[identifier], list.type == MessageType.dataList else {
      return [:]
    }
    let reader = component.reader
    var values: [UInt64: String] = [:]
    for field in try reader.fields(in: list.payload) where field.number == 3 {
      guard let entry = field.bytes else { continue }
      var key: UInt64?
      var text: String?
      for part in try reader.fields(in: entry) {
        switch part.number {
        case 1: key = part.value
        case 3: if let bytes = part.bytes { text = reader.string(bytes) }
        case 9 where rich:
          if let bytes = part.bytes, let payload = try Self.reference(in: bytes, reader: reader) {
            text = try richText(payload)
          }
        default: break
        }
      }
      if let key, let text { values[key] = text }
    }
    return values
  }

  /// The plain text of a rich-text payload (`storage` = field 1 → TSWP storage).
  private func richText(_ payload: UInt64) throws(IWorkError) -> String? {
    guard let (object, component) = objects[payload],
      let storage = try IWorkDocument.reference(1, of: object, in: component),
      let (text, textComponent) = objects[storage]
    else { return nil }
    return IWorkDocument.split(try IWorkDocument.storageText(text, in: textComponent))
      .joined(separator: " ")
  }

  private func readTile(
    _ tile: IWAObject, in component: IWAComponent, firstRow: Int, strings: [UInt64: String],
    richTexts: [UInt64: String], into cells: inout [Int: [Int: String]]
  ) throws(IWorkError) {
    let reader = component.reader
    for field in try reader.fields(in: tile.payload) where field.number == 5 {
      guard let info = field.bytes else { continue }
      var rowIndex = 0
      var buffer: Range<Int>?
      var offsets: Range<Int>?
      var wide = false
      for part in try reader.fields(in: info) {
        switch part.number {
        case 1: rowIndex = Int(min(part.value, 255))
        case 6: buffer = part.bytes
        case 7: offsets = part.bytes
        case 8: wide = part.value != 0
        default: break
        }
      }
      guard let buffer, let offsets else { continue }
      let row = firstRow + rowIndex
      let bytes = component.buffer
      var starts: [(column: Int, offset: Int)] = []
      var position = offsets.lowerBound
      var column = 0
      while position + 1 < offsets.upperBound, column < Self.maximumColumns {
        let raw = Int16(bitPattern: UInt16(bytes[position]) | UInt16(bytes[position + 1]) << 8)
        if raw >= 0 { starts.append((column, Int(raw) * (wide ? 4 : 1))) }
        position += 2
        column += 1
      }
      for (index, start) in starts.enumerated() {
        let end = index + 1 < starts.count ? starts[index + 1].offset : buffer.count
        guard start.offset < end, end <= buffer.count else { continue }
        let record = buffer.lowerBound + start.offset..<buffer.lowerBound + end
        if let text = IWACellRecord.text(
          bytes[record], strings: strings, richTexts: richTexts), !text.isEmpty
        {
          cells[row, default: [:]][start.column] = text
        }
      }
    }
  }
}
