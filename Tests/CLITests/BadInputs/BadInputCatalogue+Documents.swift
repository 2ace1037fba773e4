import Foundation

extension BadInputCatalogue {
  /// `text` and `thumbnail` of damaged PDFs, property lists, web archives, links and
  /// clippings: exit 65 with the reader's message naming the file, nothing written.
  static let documents: [BadInput] = [
    documentRow(
      "DOC-01", "PDF", "`%PDF-` header and nothing readable", "text", "bad.pdf",
      Array("%PDF-1.4\nnot a document\n%%EOF\n".utf8), "not a readable PDF"),
    documentRow(
      "DOC-02", "PDF", "thumbnail of the same damaged PDF", "thumbnail", "bad.pdf",
      Array("%PDF-1.4\nnot a document\n%%EOF\n".utf8), "not a readable PDF"),
    documentRow(
      "DOC-03", "plist", "`bplist00` with no room for its trailer", "text",
      "damaged.plist", Array("bplist00junkjunk".utf8), "binary property list truncated"),
    documentRow(
      "DOC-04", "webarchive", "not a property list", "text", "a.webarchive",
      Array("not a plist".utf8), "web archive is not a property list"),
    documentRow(
      "DOC-05", "webarchive", "plist without `WebMainResource`", "thumbnail",
      "b.webarchive", Fixtures.xmlPlist("<key>WebSubresources</key><array/>"),
      "web archive has no WebMainResource"),
    documentRow(
      "DOC-06", "webloc", "empty data fork, no `._` file", "text", "empty.webloc", [],
      "data fork is empty and no ._ AppleDouble file beside it holds a resource fork"),
    documentRow(
      "DOC-07", "webloc", "plist without `URL`", "thumbnail", "nourl.webloc",
      Fixtures.xmlPlist("<key>Other</key><string>x</string>"), "no URL in the link"),
    documentRow(
      "DOC-08", "textClipping", "plist without `UTI-Data`", "text",
      "none.textClipping", Fixtures.xmlPlist("<key>Other</key><string>x</string>"),
      "clipping has no UTI-Data dictionary"),
  ]

  /// A row running `command` on one file `name` holding `bytes` (a thumbnail to `out.png`,
  /// which must not be written).
  static func documentRow(
    _ id: String, _ format: String, _ input: String, _ command: String, _ name: String,
    _ bytes: [UInt8], _ message: String
  ) -> BadInput {
    BadInput(
      id: id, format: format, input: input, exitCode: 65, message: message,
      setup: { work in
        let path = try Fixtures.file(work, name, bytes)
        return command == "thumbnail"
          ? ["thumbnail", path, "-o", work.appendingPathComponent("out.png").path]
          : [command, path]
      })
  }
}

extension Fixtures {
  /// An XML property list whose top-level dictionary holds `body`.
  static func xmlPlist(_ body: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>\(body)</dict></plist>
      """.utf8)
  }
}
