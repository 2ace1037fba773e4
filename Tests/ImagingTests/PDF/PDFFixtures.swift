import Foundation

/// Small PDFs written byte by byte, with a correct cross-reference table, for the PDF tests.
enum PDFFixtures {
  /// One page of a fixture.
  struct Page {
    /// The content stream (PDF operators).
    var content: String
    /// `/MediaBox`.
    var mediaBox = "0 0 200 100"
    /// `/CropBox`, when set.
    var cropBox: String?
    /// `/Rotate`, when set.
    var rotate: Int?
  }

  /// A page with Helvetica text drawn at (x, y).
  static func text(_ lines: [String], size: Int = 12) -> String {
    var content = "BT /F1 \(size) Tf\n"
    for (index, line) in lines.enumerated() {
      content += "1 0 0 1 20 \(80 - index * 20) Tm (\(line)) Tj\n"
    }
    return content + "ET\n"
  }

  /// A red rectangle in the page's left half: x 0–100, y 0–100 of a 200×100 page.
  static let redLeftHalf = "1 0 0 rg 0 0 100 100 re f\n"

  /// A document with `pages`, Helvetica as /F1, and an /Info dictionary from `info`.
  static func document(
    _ pages: [Page], info: [(String, String)] = [], encryption: PDFRC4Encryption? = nil
  ) -> Data {
    var objects: [[UInt8]] = []  // bodies, object n at index n - 1
    let pageCount = pages.count
    let firstPage = 4
    let kids = (0..<pageCount).map { "\(firstPage + 2 * $0) 0 R" }.joined(separator: " ")
    objects.append(latin1("<< /Type /Catalog /Pages 2 0 R >>"))
    objects.append(latin1("<< /Type /Pages /Kids [\(kids)] /Count \(pageCount) >>"))
    objects.append(latin1("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"))
    for (index, page) in pages.enumerated() {
      let contentNumber = firstPage + 2 * index + 1
      var entries = "/Type /Page /Parent 2 0 R /MediaBox [\(page.mediaBox)]"
      if let cropBox = page.cropBox { entries += " /CropBox [\(cropBox)]" }
      if let rotate = page.rotate { entries += " /Rotate \(rotate)" }
      entries += " /Resources << /Font << /F1 3 0 R >> >> /Contents \(contentNumber) 0 R"
      objects.append(latin1("<< \(entries) >>"))
      var stream = Array(page.content.utf8)
      if let encryption { stream = encryption.encrypt(stream, object: contentNumber) }
      objects.append(
        latin1("<< /Length \(stream.count) >>\nstream\n") + stream + latin1("\nendstream"))
    }
    var trailer =
      "/Size \(objects.count + 1 + (info.isEmpty ? 0 : 1) + (encryption == nil ? 0 : 1)) /Root 1 0 R"
    if !info.isEmpty {
      let number = objects.count + 1
      let entries = info.map { key, value -> String in
        guard let encryption else { return "/\(key) (\(value))" }
        return "/\(key) <\(hex(encryption.encrypt(Array(value.utf8), object: number)))>"
      }
      objects.append(latin1("<< \(entries.joined(separator: " ")) >>"))
      trailer += " /Info \(number) 0 R"
    }
    if let encryption {
      objects.append(latin1(encryption.dictionary))
      trailer +=
        " /Encrypt \(objects.count) 0 R /ID [<\(hex(encryption.fileID))> <\(hex(encryption.fileID))>]"
    }
    var bytes = Array(
      "%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".unicodeScalars.map { UInt8($0.value) })
    var offsets: [Int] = []
    for (index, body) in objects.enumerated() {
      offsets.append(bytes.count)
      bytes += latin1("\(index + 1) 0 obj\n") + body + latin1("\nendobj\n")
    }
    let xref = bytes.count
    var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets {
      let digits = String(offset)
      table += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
    }
    table += "trailer\n<< \(trailer) >>\nstartxref\n\(xref)\n%%EOF\n"
    bytes += latin1(table)
    return Data(bytes)
  }

  static func latin1(_ text: String) -> [UInt8] {
    text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
  }

  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
  }
}
