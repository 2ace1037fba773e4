import DocumentPackages
import FileWrappers
import Foundation
import Imaging
import RichText

#if canImport(Glibc)
  import Glibc
#endif

/// Packages made in code for the validation, inspection and listing tests.
enum PackageFixtures {
  /// RTF for a short note whose first line is "Packing list".
  static func noteText(_ text: String = "Packing list\nSocks and a map.") -> Data {
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      Paragraph(runs: [TextRun(text: String($0))])
    }
    return Data(RTFWriter().write(AttributedDocument(paragraphs: paragraphs)))
  }

  /// A small RGB PNG of `width` × `height`, optionally with a `tEXt` chunk.
  static func png(width: Int, height: Int, text: (String, String)? = nil) throws -> Data {
    let image = Image(
      width: width, height: height, layout: .rgb,
      pixels: [UInt8](repeating: 0xEE, count: width * height * 3))
    var options = PNGEncoder.Options(reducesColorType: false)
    if let (key, value) = text { options.textChunks = [.init(key: key, value: value)] }
    return try PNGEncoder.encode(image, options: options)
  }

  /// The 512 × 512 thumbnail of a note holding `text` and `first` as first attachment,
  /// fingerprinted so it is fresh.
  static func thumbnail(text: Data, first: (name: String, size: UInt64)?) throws -> Data {
    let value = QuickLookFingerprint(textRTF: text, firstAttachment: first).value
    return try png(width: 512, height: 512, text: (QuickLookFingerprint.keyword, value))
  }

  /// Writes a valid note with text and one PNG attachment (`photo.png`) at `url`.
  @discardableResult
  static func writeNote(at url: URL, attachment: Bool = true) throws -> URL {
    let fm = FileManager.default
    try fm.createDirectory(
      at: url.appendingPathComponent("QuickLook"), withIntermediateDirectories: true)
    let text = noteText()
    try text.write(to: url.appendingPathComponent("Text.rtf"))
    try text.write(to: url.appendingPathComponent("QuickLook/Preview.rtf"))
    var first: (String, UInt64)?
    if attachment {
      try fm.createDirectory(
        at: url.appendingPathComponent("Attachments"), withIntermediateDirectories: true)
      let photo = try png(width: 40, height: 30)
      try photo.write(to: url.appendingPathComponent("Attachments/photo.png"))
      first = ("photo.png", UInt64(photo.count))
    }
    try thumbnail(text: text, first: first).write(
      to: url.appendingPathComponent("QuickLook/Thumbnail.png"))
    return url
  }

  /// Rewrites the note's thumbnail so it is fresh again after its contents changed.
  static func refreshThumbnail(of url: URL) throws {
    let text = try Data(contentsOf: url.appendingPathComponent("Text.rtf"))
    let attachments = url.appendingPathComponent("Attachments")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: attachments.path)) ?? [])
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var first: (String, UInt64)?
    for name in names {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: attachments.appendingPathComponent(name).path)
      if attributes[.type] as? FileAttributeType == .typeRegular {
        first = (name, (attributes[.size] as? NSNumber)?.uint64Value ?? 0)
        break
      }
    }
    try thumbnail(text: text, first: first).write(
      to: url.appendingPathComponent("QuickLook/Thumbnail.png"))
  }

  /// Writes an RTFD whose TXT.rtf shows `dot.png` (present) and, when `missingCell`, a cell
  /// naming `gone.png` (absent).
  @discardableResult
  static func writeRTFD(at url: URL, missingCell: Bool = false) throws -> URL {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    var runs = [
      TextRun(text: "Credits "), TextRun(attachment: AttachmentCell(fileName: "dot.png")),
    ]
    if missingCell { runs.append(TextRun(attachment: AttachmentCell(fileName: "gone.png"))) }
    let document = AttributedDocument(paragraphs: [Paragraph(runs: runs)])
    try Data(RTFWriter().write(document)).write(to: url.appendingPathComponent("TXT.rtf"))
    try png(width: 4, height: 4).write(to: url.appendingPathComponent("dot.png"))
    return url
  }

  /// Writes a PhotoKeeper document with a 300 × 200 photo and a 145 × 145 thumbnail.
  @discardableResult
  static func writePhotoKeeper(at url: URL) throws -> URL {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let photo = try png(width: 300, height: 200)
    try PhotoKeeperData(photo: photo).archived().write(
      to: url.appendingPathComponent(PhotoKeeperData.filename))
    try PhotoKeeperMetadata(thumbnail: png(width: 145, height: 145)).archived().write(
      to: url.appendingPathComponent(PhotoKeeperMetadata.filename))
    return url
  }

  /// Validates `url` with the default validator.
  static func validate(_ url: URL) throws -> ValidationReport {
    try PackageValidator().validate(url: url)
  }

  /// Sets a file's modification time `seconds` into the past or future.
  static func touch(_ url: URL, offset seconds: Int) {
    let date = Date().addingTimeInterval(TimeInterval(seconds))
    try? FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
  }
}

extension ValidationReport {
  /// The rule ids of the findings of `severity`.
  func rules(_ severity: ValidationIssue.Severity) -> Set<String> {
    Set(issues.filter { $0.severity == severity }.map(\.rule))
  }
}
