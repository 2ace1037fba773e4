/// The cells of one Numbers table that hold text, by row and column, with the size its grid
/// declares: what both generations' readers collect.
struct IWorkTableCells {
  /// The rows the table declares (cells past them are not shown).
  var rowCount = 0
  /// The columns the table declares.
  var columnCount = 0
  /// Non-empty cell text by row, then column.
  var cells: [Int: [Int: String]] = [:]

  /// Rows of cell text up to the last row holding any, each up to its last non-empty cell,
  /// within the declared size.
  var rows: [[String]] {
    let lastRow = min(rowCount, (cells.keys.max() ?? -1) + 1)
    var rows: [[String]] = []
    for row in 0..<max(lastRow, 0) {
      let values = cells[row] ?? [:]
      let width = min(columnCount, (values.keys.max() ?? -1) + 1)
      rows.append((0..<max(width, 0)).map { values[$0] ?? "" })
    }
    return rows
  }
}

extension IWorkDocument {
  /// Tables as text: a tab-separated line per row, an empty line between tables, tables
  /// without text left out.
  static func tableParagraphs(_ tables: [[[String]]]) -> [String] {
    var paragraphs: [String] = []
    for rows in tables where !rows.isEmpty {
      if !paragraphs.isEmpty { paragraphs.append("") }
      paragraphs += rows.map { $0.joined(separator: "\t") }
    }
    return paragraphs
  }
}

extension IWorkDocument {
  /// Numbers tables as text, titled: each sheet's name on a line before its first table,
  /// each table's name (when Numbers shows it) on a line before its rows, a tab-separated
  /// line per row, an empty line between tables; tables without text left out.
  static func titledTableParagraphs(_ tables: [IWATables.Table]) -> [String] {
    var paragraphs: [String] = []
    var lastSheet: String?
    for table in tables where !table.rows.isEmpty {
      if !paragraphs.isEmpty { paragraphs.append("") }
      if let sheet = table.sheet, sheet != lastSheet {
        paragraphs.append(sheet)
        lastSheet = sheet
      }
      if let name = table.name { paragraphs.append(name) }
      paragraphs += table.rows.map { $0.joined(separator: "\t") }
    }
    return paragraphs
  }
}
