import DocpkgSystem
import DocumentPackages
import Foundation
import Imaging

/// The package side of `thumbnail`: documents through `DocumentThumbnailer`, and
/// `--update-quicklook` through `NoteDocument`.
enum PackageThumbnails {
  /// Whether `path` is handled as a document: a folder, a file whose extension names a
  /// package type (a zip such as `Report.pages` is read in place, another file is refused
  /// as not a package), or a zip (`Trip.note.zip`, read in place).
  static func isPackageInput(_ path: String) -> Bool {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return true }
    // Any zip may hold a package (read in place); one that holds none is refused as such.
    if path.lowercased().hasSuffix(".zip") { return true }
    return DocumentFormat.namesPackage(path: path)
  }

  /// Updates QuickLook (when asked) and writes the thumbnail (when `output` is given).
  /// Warnings come back as a `CLIError` with exit status 0.
  static func make(
    input: String, output: String?, thumbnailer: Thumbnailer, updatesQuickLook: Bool
  ) throws -> CLIError? {
    var warnings: [String] = []
    do {
      let url = URL(fileURLWithPath: input)
      if updatesQuickLook {
        let format = try DocumentFormat.detect(path: input)
        if format == .note {
          try updateQuickLook(ofNoteAt: url)
        } else {
          warnings.append("\(input): \(format) has no QuickLook folder; left unchanged")
        }
      }
      if let output {
        let result = try DocumentThumbnailer(thumbnailer: thumbnailer)
          .writeThumbnail(ofDocumentAt: url, to: URL(fileURLWithPath: output))
        warnings += result.warnings
      }
    } catch {
      throw error.cliError
    }
    guard !warnings.isEmpty else { return nil }
    return CLIError(message: warnings.joined(separator: "\ndocpkg: "), exitCode: .success)
  }

  /// How many times `--update-quicklook` reads a note again after another process saved
  /// it first.
  static let quickLookAttempts = 3

  /// Regenerates a stale QuickLook folder and saves the note. The work only depends on the
  /// note's text and attachments, so when another process saves the note between the read
  /// and the save (`changedSinceRead`), it is read again and redone rather than reported;
  /// a lock held too long (`inUse`) is reported at once.
  static func updateQuickLook(ofNoteAt url: URL) throws(DocumentPackageError) {
    var attempt = 1
    while true {
      do {
        let note = try NoteDocument(url: url)
        if try note.updateQuickLook() { try note.save() }
        return
      } catch let error where error.cause == .changedSinceRead && attempt < quickLookAttempts {
        attempt += 1
      }
    }
  }
}
