import Foundation
import XML

/// Reads the tables of a Numbers '09 document (`index.xml`) with a streaming parser: every
/// `sf:tabular-model` inside a sheet (`ls:workspace`; table styles' prototypes are left
/// out), in document order, as cell text.
///
/// A table's `sf:grid` gives `sf:numrows` and `sf:numcols`; its `sf:datasource` lists the
/// cells that are not empty, row by row. A cell's position is 256 × row + column: the first
/// cell is at its `sf:ct` attribute (0 when absent), each further one at the previous
/// position plus its `sf:ct` (1 when absent). Cell kinds: `sf:n` number (`sf:v`), `sf:t`
/// text (`sfa:s` of its `sf:ct` / `sf:s` children, or the `sf:p` paragraphs of rich text),
/// `sf:d` date (`sf:cell-date`), `sf:b` boolean, `sf:f` formula (its cached result in `sf:r`:
/// `sf:rn`, `sf:rt`, `sf:rb`, `sf:rd`); `sf:g` and the others have no text.
final class IWorkXMLTables: XMLStreamHandler {
  /// The tables read so far, each as its non-empty cells with the grid's size.
  private(set) var tables: [IWorkTableCells] = []
  private var depth = 0
  /// Depth of the `ls:workspace` being read.
  private var sheetDepth: Int?
  /// The table being read, and the depth of its `sf:tabular-model`.
  private var table: IWorkTableCells?
  private var tableDepth = 0
  /// Depth of the `sf:datasource` being read.
  private var sourceDepth: Int?
  /// The position of the last cell, `nil` before the first.
  private var position: Int?
  /// The cell being read: its position, depth and text so far.
  private var cell: (position: Int, depth: Int, text: String)?
  /// How many `sf:p` elements enclose the parser inside a cell.
  private var paragraphDepth = 0

  /// Positions past this are ignored (a lying `sf:ct` cannot overflow).
  private static let maximumPosition = IWATables.maximumRows * 256

  /// The tables of `data`, in document order.
  ///
  /// - Throws: `IWorkError.badXML` when the XML does not parse.
  static func tables(of data: Data) throws(IWorkError) -> [IWorkTableCells] {
    let delegate = IWorkXMLTables()
    do { try XMLStream.parse(data, into: delegate) } catch {
      throw .badXML(line: error.line, reason: error.reason)
    }
    return delegate.tables
  }

  func startElement(_ name: String, attributes: [String: String]) {
    depth += 1
    if cell != nil {
      cellChild(name, attributes: attributes)
    } else if let sourceDepth, depth == sourceDepth + 1 {
      startCell(name, attributes: attributes)
    } else if table != nil {
      if name == "sf:grid" {
        table?.rowCount = Self.count(attributes["sf:numrows"], limit: IWATables.maximumRows)
        table?.columnCount = Self.count(attributes["sf:numcols"], limit: 256)
      } else if name == "sf:datasource" {
        sourceDepth = depth
        position = nil
      }
    } else if name == "ls:workspace" {
      sheetDepth = depth
    } else if name == "sf:tabular-model", sheetDepth != nil {
      table = IWorkTableCells()
      tableDepth = depth
    }
  }

  func endElement(_ name: String) {
    defer { depth -= 1 }
    if let current = cell {
      if name == "sf:p" {
        paragraphDepth -= 1
        cell?.text.append(" ")
      }
      guard depth == current.depth else { return }
      let text = current.text.trimmingCharacters(in: .whitespaces)
      let row = current.position / 256
      if !text.isEmpty, row < table?.rowCount ?? 0, current.position % 256 < table?.columnCount ?? 0
      {
        table?.cells[row, default: [:]][current.position % 256] = text
      }
      cell = nil
    } else if depth == sourceDepth {
      sourceDepth = nil
    } else if let finished = table, depth == tableDepth {
      tables.append(finished)
      table = nil
    } else if depth == sheetDepth {
      sheetDepth = nil
    }
  }

  func characters(_ string: String) {
    guard cell != nil, paragraphDepth > 0 else { return }
    for scalar in string.unicodeScalars where scalar.value >= 0x20 || scalar.value == 0x09 {
      if scalar.value == 0xFFFC { continue }
      cell?.text.unicodeScalars.append(scalar)
    }
  }

  private func startCell(_ name: String, attributes: [String: String]) {
    let step = attributes["sf:ct"].flatMap { Int($0) }.map { max(0, $0) }
    let next: Int
    if let position {
      next = position + min(step ?? 1, Self.maximumPosition)
    } else {
      next = min(step ?? 0, Self.maximumPosition)
    }
    position = min(next, Self.maximumPosition)
    cell = (position ?? 0, depth, Self.value(of: name, attributes: attributes) ?? "")
  }

  private func cellChild(_ name: String, attributes: [String: String]) {
    switch name {
    case "sf:p": paragraphDepth += 1
    case "sf:tab": if paragraphDepth > 0 { cell?.text.append("\t") }
    case "sf:br", "sf:lnbr", "sf:crbr": if paragraphDepth > 0 { cell?.text.append(" ") }
    case "sf:ct", "sf:s":
      if let string = attributes["sfa:s"] { cell?.text.append(string) }
    default:
      if let value = Self.value(of: name, attributes: attributes) { cell?.text.append(value) }
    }
  }

  /// The text an element carries in its attributes: a number's, date's or boolean's value
  /// (cells, and the formula results `sf:rn`, `sf:rd`, `sf:rb`).
  private static func value(of name: String, attributes: [String: String]) -> String? {
    switch name {
    case "sf:n", "sf:rn":
      guard let value = attributes["sf:v"] else { return nil }
      return Double(value).map { IWACellText.number($0, exact: nil, format: nil) } ?? value
    case "sf:d", "sf:rd":
      return attributes["sf:cell-date"]
    case "sf:b", "sf:rb":
      guard let value = attributes["sf:v"] else { return nil }
      return value == "0" || value == "false" ? "FALSE" : "TRUE"
    default:
      return nil
    }
  }

  private static func count(_ text: String?, limit: Int) -> Int {
    min(max(text.flatMap { Int($0) } ?? 0, 0), limit)
  }
}
