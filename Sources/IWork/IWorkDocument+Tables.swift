import ByteReading
import Foundation

/// Reading Numbers tables from IWA: `TN.DocumentArchive` (1) → its sheets
/// (`TN.SheetArchive`, 2) → their drawables → `TST.TableInfoArchive` (6000) →
/// `TST.TableModelArchive` (6001) → its data store's tiles (`TST.Tile`, 6002) of cell
/// records (v5 or pre-BNC), and its string, rich-text and format lists
/// (`TST.TableDataList`, 6005, with their segments).
struct IWATables {
  /// Objects by identifier, with the component holding them.
  let objects: [UInt64: (object: IWAObject, component: IWAComponent)]

  enum MessageType {
    static let document: UInt32 = 1
    static let sheet: UInt32 = 2
    static let tableInfo: UInt32 = 6000
    static let tableModel: UInt32 = 6001
    static let tile: UInt32 = 6002
    static let dataList: UInt32 = 6005
  }

  /// One table read: its sheet's name, its own name (`nil` when Numbers hides it), rows.
  struct Table {
    var sheet: String?
    var name: String?
    var rows: [[String]]
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

  /// The identifier inside the `TSP.Reference` at `range`.
  static func reference(in range: Range<Int>, reader: ProtobufReader) throws(IWorkError)
    -> UInt64?
  {
    try reader.fields(in: range).first { $0.number == 1 }?.value
  }

  /// Every table: sheet by sheet in the document's order, each sheet's tables in drawing
  /// order, then any table model no sheet names (in identifier order).
  func tables() throws(IWorkError) -> [Table] {
    var found: [Table] = []
    var seen: Set<UInt64> = []
    if let document = objects.values.first(where: { $0.object.type == MessageType.document }) {
      let reader = document.component.reader
      for field in try reader.fields(in: document.object.payload) where field.number == 1 {
        guard let bytes = field.bytes, let sheetID = try Self.reference(in: bytes, reader: reader),
          let sheet = objects[sheetID], sheet.object.type == MessageType.sheet
        else { continue }
        try readSheet(sheet.object, in: sheet.component, seen: &seen, into: &found)
      }
    }
    let rest = objects.filter {
      $0.value.object.type == MessageType.tableModel && !seen.contains($0.key)
    }
    for identifier in rest.keys.sorted() {
      guard let entry = objects[identifier] else { continue }
      found.append(try table(entry.object, in: entry.component, sheet: nil))
    }
    return found
  }

  private func readSheet(
    _ sheet: IWAObject, in component: IWAComponent, seen: inout Set<UInt64>,
    into found: inout [Table]
  ) throws(IWorkError) {
    let reader = component.reader
    var name: String?
    var drawables: [UInt64] = []
    for field in try reader.fields(in: sheet.payload) {
      guard let bytes = field.bytes else { continue }
      if field.number == 1 { name = reader.string(bytes) }
      if field.number == 2, let id = try Self.reference(in: bytes, reader: reader) {
        drawables.append(id)
      }
    }
    for id in drawables {
      if let box = try textBox(id) {
        found.append(Table(sheet: name, name: nil, rows: box.map { [$0] }))
        continue
      }
      guard let info = objects[id], info.object.type == MessageType.tableInfo,
        let modelID = try IWorkDocument.reference(2, of: info.object, in: info.component),
        !seen.contains(modelID), let model = objects[modelID],
        model.object.type == MessageType.tableModel
      else { continue }
      seen.insert(modelID)
      found.append(try table(model.object, in: model.component, sheet: name))
    }
  }

  /// The paragraphs of a sheet's text box or shape: the text storages (2001) the drawable
  /// references, in order; `nil` for drawables holding none (tables, charts, images).
  private func textBox(_ id: UInt64) throws(IWorkError) -> [String]? {
    guard let drawable = objects[id], drawable.object.type != MessageType.tableInfo else {
      return nil
    }
    var paragraphs: [String] = []
    var found = false
    for reference in drawable.object.references {
      guard let (storage, component) = objects[reference],
        storage.type == IWorkDocument.MessageType.storage
      else { continue }
      found = true
      paragraphs += IWorkDocument.split(try IWorkDocument.storageText(storage, in: component))
    }
    paragraphs = paragraphs.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    return found && !paragraphs.isEmpty ? paragraphs : nil
  }

  private func table(_ object: IWAObject, in component: IWAComponent, sheet: String?)
    throws(IWorkError) -> Table
  {
    let reader = component.reader
    var name = ""
    var nameShown = true
    var rowCount = 0
    var columnCount = 0
    var store: Range<Int>?
    for field in try reader.fields(in: object.payload) {
      switch field.number {
      case 4: store = field.bytes
      case 6: rowCount = Int(min(field.value, UInt64(Self.maximumRows)))
      case 7: columnCount = Int(min(field.value, UInt64(Self.maximumColumns)))
      case 8: if let bytes = field.bytes { name = reader.string(bytes) }
      case 22: nameShown = field.value != 0
      default: break
      }
    }
    let shownName = nameShown && !name.isEmpty ? name : nil
    guard let store else { return Table(sheet: sheet, name: shownName, rows: []) }
    var tiles: [(id: UInt64, reference: UInt64)] = []
    var tileSize = 256
    var lists: [Int: UInt64] = [:]
    var firstRows: [UInt64: Int] = [:]
    for field in try reader.fields(in: store) {
      guard let bytes = field.bytes else { continue }
      switch field.number {
      case 3:
        for tileField in try reader.fields(in: bytes) {
          if tileField.number == 2 { tileSize = Int(min(max(tileField.value, 1), 65_536)) }
          guard tileField.number == 1, let entry = tileField.bytes else { continue }
          var id: UInt64 = 0
          var reference: UInt64?
          for part in try reader.fields(in: entry) {
            if part.number == 1 { id = part.value }
            if part.number == 2, let inner = part.bytes {
              reference = try Self.reference(in: inner, reader: reader)
            }
          }
          if let reference { tiles.append((id, reference)) }
        }
      case 9:
        // rowTileTree: each tile's first row (pre-BNC tiles are not 256 rows apart).
        for node in try reader.fields(in: bytes) where node.number == 1 {
          guard let entry = node.bytes else { continue }
          var key: UInt64?
          var value: UInt64?
          for part in try reader.fields(in: entry) {
            if part.number == 1 { key = part.value }
            if part.number == 2 { value = part.value }
          }
          if let key, let value, key < UInt64(Self.maximumRows) { firstRows[value] = Int(key) }
        }
      case 4, 11, 17, 22:
        if let list = try Self.reference(in: bytes, reader: reader) { lists[field.number] = list }
      default: break
      }
    }
    var formats: [UInt32: IWACellFormat] = [:]
    var preBNCFormats: [UInt32: IWACellFormat] = [:]
    if let list = lists[22] { formats = try formatList(list) }
    if let list = lists[11] { preBNCFormats = try formatList(list) }
    var strings: [UInt32: String] = [:]
    var richTexts: [UInt32: String] = [:]
    if let list = lists[4] { strings = try dataList(list, rich: false) }
    if let list = lists[17] { richTexts = try dataList(list, rich: true) }
    var text = IWACellText(
      strings: strings, richTexts: richTexts, formats: formats, preBNCFormats: preBNCFormats)
    var table = IWorkTableCells(rowCount: rowCount, columnCount: columnCount)
    for tile in tiles.sorted(by: { $0.id < $1.id }) {
      guard let (tileObject, tileComponent) = objects[tile.reference],
        tileObject.type == MessageType.tile
      else { continue }
      let firstRow = firstRows[tile.id] ?? Int(min(tile.id, UInt64(Self.maximumRows))) * tileSize
      try readTile(
        tileObject, in: tileComponent, firstRow: firstRow, text: &text,
        into: &table.cells)
    }
    return Table(sheet: sheet, name: shownName, rows: table.rows)
  }

  /// The entries of a `TST.TableDataList` and of the segments it references.
  private func listEntries(_ identifier: UInt64) throws(IWorkError) -> [(
    Range<Int>, IWAComponent
  )] {
    guard let (list, component) = objects[identifier], list.type == MessageType.dataList else {
      return []
    }
    let reader = component.reader
    var entries: [(Range<Int>, IWAComponent)] = []
    for field in try reader.fields(in: list.payload) {
      guard let bytes = field.bytes else { continue }
      if field.number == 3 { entries.append((bytes, component)) }
      if field.number == 4, let segmentID = try Self.reference(in: bytes, reader: reader),
        let (segment, segmentComponent) = objects[segmentID]
      {
        for part in try segmentComponent.reader.fields(in: segment.payload) where part.number == 3 {
          if let entry = part.bytes { entries.append((entry, segmentComponent)) }
        }
      }
    }
    return entries
  }

  /// Key → text of a string or rich-text list: `string` (field 3) of each entry, or for
  /// rich text the storage its `rich_text_payload` (field 9) names.
  private func dataList(_ identifier: UInt64, rich: Bool) throws(IWorkError) -> [UInt32: String] {
    var values: [UInt32: String] = [:]
    for (entry, component) in try listEntries(identifier) {
      let reader = component.reader
      var key: UInt32?
      var text: String?
      for part in try reader.fields(in: entry) {
        switch part.number {
        case 1: key = UInt32(truncatingIfNeeded: part.value)
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

  /// Key → format of a format list: `format` (field 6), or a custom format's default
  /// (field 8 → its field 3).
  private func formatList(_ identifier: UInt64) throws(IWorkError) -> [UInt32: IWACellFormat] {
    var values: [UInt32: IWACellFormat] = [:]
    for (entry, component) in try listEntries(identifier) {
      let reader = component.reader
      var key: UInt32?
      var format: IWACellFormat?
      for part in try reader.fields(in: entry) {
        switch part.number {
        case 1: key = UInt32(truncatingIfNeeded: part.value)
        case 6: if let bytes = part.bytes { format = try IWACellFormat(bytes, reader: reader) }
        case 8:
          if let bytes = part.bytes,
            let inner = try reader.fields(in: bytes).first(where: { $0.number == 3 })?.bytes
          {
            format = try IWACellFormat(inner, reader: reader)
          }
        default: break
        }
      }
      if let key, let format { values[key] = format }
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
    _ tile: IWAObject, in component: IWAComponent, firstRow: Int,
    text: inout IWACellText, into cells: inout [Int: [Int: String]]
  ) throws(IWorkError) {
    let reader = component.reader
    for field in try reader.fields(in: tile.payload) where field.number == 5 {
      guard let info = field.bytes else { continue }
      var rowIndex = 0
      var parts: [Int: Range<Int>] = [:]
      var wide = false
      for part in try reader.fields(in: info) {
        switch part.number {
        case 1: rowIndex = Int(min(part.value, UInt64(Self.maximumRows)))
        case 3, 4, 6, 7: parts[part.number] = part.bytes
        case 8: wide = part.value != 0
        default: break
        }
      }
      // The current buffers when present, else the pre-BNC ones (Numbers 3 and 4).
      let current = parts[6].map { !$0.isEmpty } ?? false
      guard let buffer = current ? parts[6] : parts[3],
        let offsets = current ? parts[7] : parts[4]
      else { continue }
      let row = firstRow + rowIndex
      guard row < Self.maximumRows else { continue }
      readRow(
        buffer: buffer, offsets: offsets, unit: current && wide ? 4 : 1, bytes: component.buffer
      ) { column, record in
        if let value = text.text(record), !value.isEmpty {
          cells[row, default: [:]][column] = value
        }
      }
    }
  }

  /// Calls `body` with each column's record: `offsets` holds a little-endian 16-bit start
  /// per column (negative = no cell), in units of `unit` bytes into `buffer`.
  private func readRow(
    buffer: Range<Int>, offsets: Range<Int>, unit: Int, bytes: [UInt8],
    _ body: (Int, IWACellRecord) -> Void
  ) {
    var starts: [(column: Int, offset: Int)] = []
    var position = offsets.lowerBound
    var column = 0
    while position + 1 < offsets.upperBound, column < Self.maximumColumns,
      let raw = bytes.getInteger(at: position, endianness: .little, as: Int16.self)
    {
      if raw >= 0 { starts.append((column, Int(raw) * unit)) }
      position += 2
      column += 1
    }
    let sorted = Set(starts.map(\.offset)).sorted()
    var next: [Int: Int] = [:]
    for (index, offset) in sorted.enumerated() {
      next[offset] = index + 1 < sorted.count ? sorted[index + 1] : buffer.count
    }
    for start in starts {
      let end = next[start.offset] ?? buffer.count
      guard start.offset < end, end <= buffer.count else { continue }
      let range = buffer.lowerBound + start.offset..<buffer.lowerBound + end
      if let record = IWACellRecord(bytes[range]) { body(start.column, record) }
    }
  }
}
