import Foundation

/// Acceptance 4: a corpus of small but well-formed files in 40+ formats, generated in code,
/// each with the type the sniffer must report.
enum SniffCorpus {
  struct Sample: Sendable, CustomStringConvertible {
    /// A file name with the format's usual extension.
    var name: String
    /// The identifier the sniffer must give.
    var expected: String
    var bytes: [UInt8]
    var description: String { name }
  }

  static let samples: [Sample] = images + documents + archives + text + media
  /// How many distinct formats the corpus covers.
  static var formatCount: Int { Set(samples.map(\.expected)).count }

  static let images: [Sample] = [
    Sample(
      name: "image.png", expected: "public.png", bytes: CorpusWriters.png(width: 3, height: 2)),
    Sample(name: "photo.jpg", expected: "public.jpeg", bytes: jpeg),
    Sample(
      name: "anim.gif", expected: "com.compuserve.gif",
      bytes: ascii("GIF89a") + le16(1) + le16(1) + [0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF]
        + [0x2C] + le16(0) + le16(0) + le16(1) + le16(1) + [0, 2, 2, 0x44, 0x01, 0, 0x3B]),
    Sample(name: "paint.bmp", expected: "com.microsoft.bmp", bytes: bmp),
    Sample(
      name: "scan.tiff", expected: "public.tiff",
      bytes: [0x49, 0x49, 0x2A, 0x00] + le32(8) + le16(1) + le16(256) + le16(3) + le32(1)
        + le32(1) + le32(0)),
    Sample(
      name: "pic.webp", expected: "org.webmproject.webp",
      bytes: ascii("RIFF") + le32(26) + ascii("WEBPVP8L") + le32(14)
        + [0x2F, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xFE, 0x07, 0]),
    Sample(name: "phone.heic", expected: "public.heic", bytes: ftyp("heic", ["mif1", "heic"])),
    Sample(name: "still.heif", expected: "public.heif", bytes: ftyp("mif1", ["mif1"])),
    Sample(
      name: "layers.psd", expected: "com.adobe.photoshop-image",
      bytes: ascii("8BPS") + be16(1) + [UInt8](repeating: 0, count: 6) + be16(3) + be32(1)
        + be32(1) + be16(8) + be16(3) + be32(0) + be32(0) + be32(0) + be16(0) + [0, 0, 0]),
    Sample(
      name: "favicon.ico", expected: "com.microsoft.ico",
      bytes: [0, 0, 1, 0, 1, 0, 16, 16, 0, 0] + le16(1) + le16(32) + le32(40) + le32(22)
        + [UInt8](repeating: 0, count: 40)),
    Sample(
      name: "drawing.svg", expected: "public.svg-image",
      bytes: ascii(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect width=\"5\" height=\"5\"/></svg>\n"
      )),
  ]

  static let documents: [Sample] = [
    Sample(
      name: "paper.pdf", expected: "com.adobe.pdf",
      bytes: ascii(
        "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
      )),
    Sample(
      name: "letter.rtf", expected: "public.rtf",
      bytes: ascii("{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Hello {\\b world}.\\par }\n")),
    Sample(
      name: "report.docx", expected: "org.openxmlformats.wordprocessingml.document",
      bytes: ooxml("word/document.xml", "<w:document/>")),
    Sample(
      name: "table.xlsx", expected: "org.openxmlformats.spreadsheetml.sheet",
      bytes: ooxml("xl/workbook.xml", "<workbook/>")),
    Sample(
      name: "slides.pptx", expected: "org.openxmlformats.presentationml.presentation",
      bytes: ooxml("ppt/presentation.xml", "<p:presentation/>")),
    Sample(
      name: "essay.odt", expected: "org.oasis-open.opendocument.text",
      bytes: mimetypeZip("application/vnd.oasis.opendocument.text")),
    Sample(
      name: "sums.ods", expected: "org.oasis-open.opendocument.spreadsheet",
      bytes: mimetypeZip("application/vnd.oasis.opendocument.spreadsheet")),
    Sample(
      name: "book.epub", expected: "org.idpf.epub-container",
      bytes: mimetypeZip("application/epub+zip")),
    Sample(
      name: "print.ps", expected: "com.adobe.postscript",
      bytes: ascii("%!PS-Adobe-3.0\n%%Pages: 1\n/Times findfont 12 scalefont setfont\nshowpage\n")),
  ]

  static let archives: [Sample] = [
    Sample(
      name: "files.zip", expected: "public.zip-archive",
      bytes: CorpusWriters.zip([("hello.txt", ascii("hello\n")), ("dir/b.txt", ascii("b\n"))])),
    Sample(
      name: "app.jar", expected: "com.sun.java-archive",
      bytes: CorpusWriters.zip([
        ("META-INF/MANIFEST.MF", ascii("Manifest-Version: 1.0\r\n\r\n")),
        ("A.class", [0xCA, 0xFE]),
      ])),
    Sample(
      name: "notes.txt.gz", expected: "org.gnu.gnu-zip-archive",
      bytes: CorpusWriters.gzip(ascii("compress me\n"))),
    Sample(
      name: "data.bz2", expected: "public.bzip2-archive",
      bytes: ascii("BZh91AY&SY") + [0x4E, 0xEC, 0xE8, 0x36, 0, 0, 2, 0x51, 0x80, 0, 0x10, 0x40]),
    Sample(
      name: "pack.7z", expected: "org.7-zip.7-zip-archive",
      bytes: [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C, 0, 4] + [UInt8](repeating: 0, count: 24)),
    Sample(
      name: "Library.sqlite", expected: "org.sqlite.sqlite3",
      bytes: ascii("SQLite format 3\u{0}") + [0x10, 0x00, 0x01, 0x01]
        + [UInt8](repeating: 0, count: 80)),
    Sample(
      name: "pack.xz", expected: "org.tukaani.xz-archive",
      bytes: [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00, 0x04, 0xE6, 0xD6, 0xB4, 0x46]
        + [UInt8](repeating: 0, count: 20)),
    Sample(
      name: "bundle.tar", expected: "public.tar-archive",
      bytes: CorpusWriters.tar(name: "a.txt", contents: ascii("tar contents\n"))),
    Sample(name: "tool.elf", expected: "public.elf-binary", bytes: elf),
  ]

  static let text: [Sample] = [
    Sample(
      name: "page.html", expected: "public.html",
      bytes: ascii(
        "<!DOCTYPE html>\n<html><head><title>T</title></head><body><p>Hi</p></body></html>\n")),
    Sample(
      name: "page.xhtml", expected: "public.xhtml",
      bytes: ascii(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>T</title></head><body/></html>\n"
      )),
    Sample(
      name: "data.xml", expected: "public.xml",
      bytes: ascii("<?xml version=\"1.0\"?>\n<catalog><item id=\"1\">A</item></catalog>\n")),
    Sample(name: "settings.plist", expected: "com.apple.xml-property-list", bytes: plist(.xml)),
    Sample(name: "cache.plist", expected: "com.apple.binary-property-list", bytes: plist(.binary)),
    Sample(
      name: "config.json", expected: "public.json",
      bytes: ascii(
        "{\n  \"name\": \"docpkg\",\n  \"values\": [1, -2.5e3, true, null, \"a\\\"b\"]\n}\n")),
    Sample(name: "list.json", expected: "public.json", bytes: ascii("[{\"a\": {}}, [], \"x\"]")),
    Sample(
      name: "readme.txt", expected: "public.utf8-plain-text",
      bytes: ascii("Hello, wörld — plain UTF-8 text.\nSecond line.\n")),
    Sample(
      name: "wide.txt", expected: "public.utf16-external-plain-text",
      bytes: [0xFF, 0xFE] + "UTF-16 text with BOM: ünïcode\n".utf16.flatMap { le16(Int($0)) }),
    Sample(
      name: "bigendian.txt", expected: "public.utf16-external-plain-text",
      bytes: [0xFE, 0xFF] + "UTF-16BE text\n".utf16.flatMap { be16(Int($0)) }),
    Sample(
      name: "run.sh", expected: "public.shell-script",
      bytes: ascii("#!/bin/sh\nset -e\necho \"hello\"\n")),
    Sample(
      name: "tool.py", expected: "public.python-script",
      bytes: ascii("#!/usr/bin/env python3\nprint('hello')\n")),
  ]

  static let media: [Sample] = [
    Sample(
      name: "song.mp3", expected: "public.mp3",
      bytes: ascii("ID3") + [4, 0, 0, 0, 0, 0, 0] + [0xFF, 0xFB, 0x90, 0x64]
        + [UInt8](repeating: 0, count: 413)),
    Sample(
      name: "tone.wav", expected: "com.microsoft.waveform-audio",
      bytes: ascii("RIFF") + le32(40) + ascii("WAVEfmt ") + le32(16) + le16(1) + le16(1)
        + le32(8000) + le32(16000) + le16(2) + le16(16) + ascii("data") + le32(4) + [0, 0, 0, 0]),
    Sample(
      name: "tone.flac", expected: "org.xiph.flac",
      bytes: ascii("fLaC") + [0x80, 0, 0, 34] + [UInt8](repeating: 0x10, count: 34)),
    Sample(
      name: "tone.aiff", expected: "public.aiff-audio",
      bytes: ascii("FORM") + be32(30) + ascii("AIFFCOMM") + be32(18) + be16(1) + be32(0)
        + be16(16) + [0x40, 0x0E, 0xAC, 0x44, 0, 0, 0, 0, 0, 0]),
    Sample(name: "clip.mp4", expected: "public.mpeg-4", bytes: ftyp("isom", ["isom", "mp41"])),
    Sample(name: "clip.mov", expected: "com.apple.quicktime-movie", bytes: ftyp("qt  ", ["qt  "])),
  ]

  static var jpeg: [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + be16(16) + ascii("JFIF") + [0, 1, 1, 0]
    bytes += be16(1) + be16(1) + [0, 0]
    bytes += [0xFF, 0xDB] + be16(67) + [0] + [UInt8](repeating: 1, count: 64)
    bytes += [0xFF, 0xC0] + be16(11) + [8] + be16(1) + be16(1) + [1, 1, 0x11, 0]
    bytes += [0xFF, 0xD9]
    return bytes
  }

  static var bmp: [UInt8] {
    let pixels = [UInt8](repeating: 0x40, count: 16)  // 2×2, 24-bit rows padded to 8 bytes
    return ascii("BM") + le32(54 + pixels.count) + le32(0) + le32(54) + le32(40) + le32(2)
      + le32(2) + le16(1) + le16(24) + le32(0) + le32(pixels.count) + le32(2835) + le32(2835)
      + le32(0) + le32(0) + pixels
  }

  static var elf: [UInt8] {
    var bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + [UInt8](repeating: 0, count: 8)
    bytes += le16(2) + le16(0x3E) + le32(1) + [UInt8](repeating: 0, count: 24)
    bytes += le32(0) + le16(64) + le16(56) + le16(0) + le16(64) + le16(0) + le16(0)
    return bytes
  }

  static func ftyp(_ major: String, _ compatible: [String]) -> [UInt8] {
    let body = ascii(major) + be32(0) + compatible.flatMap(ascii)
    let box = be32(8 + body.count) + ascii("ftyp") + body
    return box + be32(8) + ascii("free") + be32(16) + ascii("mdat")
      + [UInt8](repeating: 0, count: 8)
  }

  static func ooxml(_ part: String, _ xml: String) -> [UInt8] {
    CorpusWriters.zip([
      (
        "[Content_Types].xml",
        ascii(
          "<?xml version=\"1.0\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>"
        )
      ),
      ("_rels/.rels", ascii("<?xml version=\"1.0\"?><Relationships/>")),
      (part, ascii("<?xml version=\"1.0\"?>" + xml)),
    ])
  }

  static func mimetypeZip(_ mime: String) -> [UInt8] {
    CorpusWriters.zip([
      ("mimetype", ascii(mime)),
      ("META-INF/manifest.xml", ascii("<?xml version=\"1.0\"?><manifest/>")),
      ("content.xml", ascii("<?xml version=\"1.0\"?><office:document-content/>")),
    ])
  }

  static func plist(_ format: PropertyListSerialization.PropertyListFormat) -> [UInt8] {
    let object: [String: Any] = ["Name": "docpkg", "Count": 3, "Items": ["a", "b"]]
    let data =
      (try? PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0))
      ?? Data()
    return Array(data)
  }
}
