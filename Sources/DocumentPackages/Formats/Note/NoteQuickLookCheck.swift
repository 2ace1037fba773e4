import FileWrappers
import Foundation
import Imaging

/// The QuickLook rules of a note (NOTE-10 … NOTE-15 for `QuickLook/`) and its QuickLook
/// state: `fresh`, `stale`, `missing` or `invalid` (Spec/Formats/Note.md, "Freshness").
enum NoteQuickLookCheck {
  /// The names `QuickLook/` may hold.
  static let names: Set<String> = ["Thumbnail.png", "Preview.rtf"]
  /// A 512 × 512 RGBA PNG stored without compression is about 1 MiB; anything much larger
  /// is refused before it is read.
  static let maximumThumbnailBytes: Int64 = 16 << 20

  /// Checks `QuickLook/` of the note `root` whose `Text.rtf` holds `text`.
  static func check(
    _ root: FileWrapper, text: Data?, firstAttachment: (name: String, wrapper: FileWrapper)?,
    depth: ExaminationDepth, into examination: inout Examination
  ) {
    guard let folder = root.fileWrappers?["QuickLook"], folder.isDirectory else {
      let what = root.fileWrappers?["QuickLook"] == nil ? "missing" : "not a folder"
      examination.add("NOTE-10", .warning, "QuickLook", "\(what): no QuickLook thumbnail")
      examination.quickLook = QuickLookSummary(state: .missing)
      return
    }
    for key in ExaminationSupport.sortedKeys(of: folder) where !names.contains(key) {
      examination.add("NOTE-15", .warning, "QuickLook/" + key, "unexpected entry in QuickLook/")
    }
    checkPreview(folder, text: text, into: &examination)
    let path = "QuickLook/Thumbnail.png"
    guard let thumbnail = folder.fileWrappers?["Thumbnail.png"] else {
      examination.add("NOTE-10", .warning, path, "missing")
      examination.quickLook = QuickLookSummary(state: .missing)
      return
    }
    var summary = QuickLookSummary(state: .invalid, path: path)
    defer { examination.quickLook = summary }
    guard thumbnail.isRegularFile else {
      let what = thumbnail.isSymbolicLink ? "a symbolic link" : "a folder"
      examination.add("NOTE-11", .error, path, "is \(what), not a regular file")
      return
    }
    summary.byteCount = thumbnail.regularFileSize
    guard (thumbnail.regularFileSize ?? 0) <= maximumThumbnailBytes else {
      examination.add(
        "NOTE-11", .error, path,
        "\(thumbnail.regularFileSize ?? 0) bytes is far too large for a 512×512 PNG")
      return
    }
    let data: Data
    let png: PNGSummary
    do {
      data = try thumbnail.contents()
      png = try PNGSummary(data: data)
    } catch {
      examination.add("NOTE-11", .error, path, "not a valid PNG: \(error)")
      return
    }
    summary.width = png.width
    summary.height = png.height
    let edge = NoteThumbnailLayout.size
    guard png.width == edge, png.height == edge else {
      examination.add(
        "NOTE-12", .error, path, "is \(png.width)×\(png.height) pixels, not \(edge)×\(edge)")
      return
    }
    if depth == .thorough {
      do {
        _ = try ImageDecoder.decode(data)
      } catch {
        examination.add("NOTE-11", .error, path, "PNG does not decode: \(error)")
        return
      }
    }
    let fresh = isFresh(
      png: png, thumbnail: thumbnail, root: root, text: text, firstAttachment: firstAttachment)
    summary.state = fresh ? .fresh : .stale
    if !fresh {
      examination.add(
        "NOTE-13", .warning, path, "stale: made from older contents of the note")
    }
  }

  /// Whether the thumbnail was made from the package's current contents.
  static func isFresh(
    png: PNGSummary, thumbnail: FileWrapper, root: FileWrapper, text: Data?,
    firstAttachment: (name: String, wrapper: FileWrapper)?
  ) -> Bool {
    guard let text else { return false }
    if let recorded = png.text[QuickLookFingerprint.keyword] {
      let first = firstAttachment.map {
        (name: $0.name, size: UInt64(max(0, $0.wrapper.regularFileSize ?? 0)))
      }
      return recorded == QuickLookFingerprint(textRTF: text, firstAttachment: first).value
    }
    guard let made = ExaminationSupport.modificationDate(of: thumbnail) else { return false }
    var sources: [FileWrapper?] = [root.fileWrappers?["Text.rtf"]]
    if let attachments = root.fileWrappers?["Attachments"] { sources.append(attachments) }
    sources.append(firstAttachment?.wrapper)
    for source in sources.compactMap({ $0 }) {
      if let date = ExaminationSupport.modificationDate(of: source), date > made { return false }
    }
    return true
  }

  private static func checkPreview(
    _ folder: FileWrapper, text: Data?, into examination: inout Examination
  ) {
    let path = "QuickLook/Preview.rtf"
    guard let preview = folder.fileWrappers?["Preview.rtf"] else {
      examination.add("NOTE-14", .warning, path, "missing")
      return
    }
    guard preview.isRegularFile, let data = try? preview.contents() else {
      examination.add("NOTE-14", .warning, path, "not a readable regular file")
      return
    }
    if let text, data != text {
      examination.add("NOTE-14", .warning, path, "differs from Text.rtf (stale preview)")
    }
  }
}
