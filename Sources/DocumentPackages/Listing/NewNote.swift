import FileWrappers
import Foundation
import Imaging
import RichText

/// Creates empty `.note` packages under unique names (`Note.note`, `Note 1.note`, …), as
/// `docpkg new` does: an empty `Text.rtf` in RichText's dialect, and QuickLook (a white
/// 512 × 512 `Thumbnail.png` carrying the freshness fingerprint, and `Preview.rtf`), so the
/// new note validates with no findings.
///
/// ```swift
/// let url = try NewNote.create(named: "Note", in: URL(fileURLWithPath: "Notes"))
/// // Notes/Note.note, then Notes/Note 1.note, …
/// ```
public enum NewNote {
  /// Creates an empty note named after `base` in `folder`.
  ///
  /// The name is claimed with `mkdir` (two processes never get the same one); if writing
  /// the contents fails, the claimed folder is removed again.
  /// - Returns: the new package.
  /// - Throws: `NameError` for an unusable name, a Foundation or `FileWrapperError` when the
  ///   folder cannot be written.
  public static func create(named base: String, in folder: URL) throws -> URL {
    let url = try UniqueName.createDocumentDirectory(in: folder, base: base, pathExtension: "note")
    do {
      try contents().write(to: url, options: .atomic)
    } catch {
      try? FileManager.default.removeItem(at: url)
      throw error
    }
    return url
  }

  /// The contents of an empty note, in memory.
  public static func contents() throws -> FileWrapper {
    let text = Data(RTFWriter().write(AttributedDocument()))
    let edge = NoteThumbnailLayout.size
    let white = Image(
      width: edge, height: edge, layout: .rgb,
      pixels: [UInt8](repeating: 0xFF, count: edge * edge * 3))
    let fingerprint = QuickLookFingerprint(textRTF: text, firstAttachment: nil)
    let options = PNGEncoder.Options(
      textChunks: [.init(key: QuickLookFingerprint.keyword, value: fingerprint.value)],
      reducesColorType: false)
    let thumbnail = try PNGEncoder.encode(white, options: options)
    let quickLook = FileWrapper(directoryWithFileWrappers: [
      "Thumbnail.png": FileWrapper(regularFileWithContents: thumbnail),
      "Preview.rtf": FileWrapper(regularFileWithContents: text),
    ])
    return FileWrapper(directoryWithFileWrappers: [
      "Text.rtf": FileWrapper(regularFileWithContents: text),
      "QuickLook": quickLook,
    ])
  }
}
