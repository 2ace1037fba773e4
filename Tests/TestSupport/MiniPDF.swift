import Foundation

/// A small valid PDF written byte by byte (correct cross-reference table), for tests that
/// run the CLI on PDFs: each page a 200×100 point page with one line of Helvetica text.
public enum MiniPDF {
  /// A document whose page `n` (from 0) shows `lines[n]`.
  public static func document(pages lines: [String]) -> Data {
    var bodies: [String] = []
    let kids = lines.indices.map { "\(4 + 2 * $0) 0 R" }.joined(separator: " ")
    bodies.append("<< /Type /Catalog /Pages 2 0 R >>")
    bodies.append("<< /Type /Pages /Kids [\(kids)] /Count \(lines.count) >>")
    bodies.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    for (index, line) in lines.enumerated() {
      bodies.append(
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] "
          + "/Resources << /Font << /F1 3 0 R >> >> /Contents \(5 + 2 * index) 0 R >>")
      let content = "BT /F1 12 Tf 20 50 Td (\(line)) Tj ET"
      bodies.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
    }
    var output = Array("%PDF-1.4\n".utf8)
    var offsets: [Int] = []
    for (index, body) in bodies.enumerated() {
      offsets.append(output.count)
      output += Array("\(index + 1) 0 obj\n\(body)\nendobj\n".utf8)
    }
    let xref = output.count
    var table = "xref\n0 \(bodies.count + 1)\n0000000000 65535 f \n"
    for offset in offsets {
      table += String(repeating: "0", count: max(0, 10 - String(offset).count))
      table += "\(offset) 00000 n \n"
    }
    table += "trailer\n<< /Size \(bodies.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    output += Array(table.utf8)
    return Data(output)
  }
}
