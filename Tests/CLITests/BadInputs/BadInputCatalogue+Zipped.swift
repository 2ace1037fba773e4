import Foundation
import IWork
import TestSupport

/// Documents read inside zips (`Report.pages`, `X.note.zip`): hostile archives, lying IWA
/// data and previews that are not pictures, read in place with nothing extracted.
extension BadInputCatalogue {
  static let zippedDocuments: [BadInput] = [
    BadInput(
      id: "ZIPD-01", format: ".pages", input: "thumbnail of a Pages zip with a ../ entry",
      exitCode: 65, message: "{dir}/A.pages: zip entry \"../evil.txt\" refused",
      setup: { work in
        let zip = ZipFixture(entries: [.init("preview.jpg", [1]), .init("../evil.txt", [2])])
        let path = try Fixtures.file(work, "A.pages", zip.bytes)
        return ["thumbnail", path, "-o", work.path + "/out.png"]
      }),
    BadInput(
      id: "ZIPD-02", format: ".pages", input: "text of a Pages zip whose IWA chunk is truncated",
      exitCode: 65, message: "IWA chunk at offset 0: declares",
      setup: { work in
        let chunk: [UInt8] = [0, 0x40, 0, 0, 1, 2, 3]
        let zip = ZipFixture(entries: [.init("Index/Document.iwa", chunk)])
        return ["text", try Fixtures.file(work, "A.pages", zip.bytes)]
      }),
    BadInput(
      id: "ZIPD-03", format: ".pages", input: "text of a Pages zip whose Snappy length lies",
      exitCode: 65, message: "Snappy data at offset",
      setup: { work in
        let block: [UInt8] = [50, 2 << 2, 65, 66, 67]
        let chunk: [UInt8] = [0, UInt8(block.count), 0, 0] + block
        let zip = ZipFixture(entries: [.init("Index/Document.iwa", chunk)])
        return ["text", try Fixtures.file(work, "A.pages", zip.bytes)]
      }),
    BadInput(
      id: "ZIPD-04", format: ".pages", input: "text of a Pages zip whose protobuf length lies",
      exitCode: 65, message: "protobuf message at offset",
      setup: { work in
        let stream: [UInt8] = [4, 0x08, 1, 0x12, 40]
        let component = IWAFixture.component(stream)
        let zip = ZipFixture(entries: [.init("Index/Document.iwa", component)])
        return ["text", try Fixtures.file(work, "A.pages", zip.bytes)]
      }),
    BadInput(
      id: "ZIPD-05", format: ".pages",
      input: "thumbnail of a Pages zip whose preview is not a picture",
      exitCode: 0, message: "{dir}/A.pages: preview.jpg does not decode; skipped",
      outputs: ["out.png"],
      setup: { work in
        let zip = ZipFixture(entries: [
          .init("Index/Document.iwa", IWAFixture.pagesDocumentComponent(body: "x")),
          .init("preview.jpg", Array("not a picture".utf8)),
        ])
        let path = try Fixtures.file(work, "A.pages", zip.bytes)
        return ["thumbnail", path, "-o", work.path + "/out.png"]
      }),
    BadInput(
      id: "ZIPD-06", format: ".note.zip", input: "inspect of a zipped note with an encrypted entry",
      exitCode: 0, message: "zip entry \"A.note/Text.rtf\" uses unsupported encryption",
      stream: .stdout,
      setup: { work in
        let zip = ZipFixture(entries: [.init("A.note/Text.rtf", Array("x".utf8))])
        let path = try Fixtures.file(work, "A.note.zip", encrypted(zip.bytes))
        return ["inspect", path]
      }),
    BadInput(
      id: "ZIPD-07", format: "zip", input: "text of a zip that holds no package",
      exitCode: 65, message: "{dir}/files.zip: files.zip: the archive holds no document package",
      setup: { work in
        let zip = ZipFixture(entries: [.init("a.txt", [65]), .init("b.txt", [66])])
        return ["text", try Fixtures.file(work, "files.zip", zip.bytes)]
      }),
    BadInput(
      id: "ZIPD-08", format: ".pages", input: "text of a password-protected Pages document",
      exitCode: 65, message: "{dir}/A.pages: pages document: password-protected",
      setup: { work in
        let zip = ZipFixture(entries: [
          .init(".iwph", Array("hint".utf8)), .init("Index/Document.iwa", [0, 3, 0, 0, 1, 2, 3]),
        ])
        return ["text", try Fixtures.file(work, "A.pages", zip.bytes)]
      }),
  ]

  /// `bytes` with the "encrypted" flag set on every local and central header.
  static func encrypted(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    for index in 0..<max(0, bytes.count - 10) where bytes[index] == 0x50 && bytes[index + 1] == 0x4B
    {
      if bytes[index + 2] == 3 && bytes[index + 3] == 4 { bytes[index + 6] |= 1 }
      if bytes[index + 2] == 1 && bytes[index + 3] == 2 { bytes[index + 8] |= 1 }
    }
    return bytes
  }
}
