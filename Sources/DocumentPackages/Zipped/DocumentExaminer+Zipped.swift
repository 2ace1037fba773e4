import Foundation

extension DocumentExaminer {
  /// Examines the package inside a zip in place, under the rules of its format; an archive
  /// that cannot be read safely (unsafe names, encryption, ZIP64, bombs) or holds no package
  /// is one error finding of the format's "not a package" rule.
  func examineZipped(url: URL, into examination: inout Examination) {
    let zipped: ZippedDocument
    do {
      zipped = try ZippedDocument(url: url)
    } catch {
      examination.add(examination.format.notAFolderRule, .error, "", error.reason)
      return
    }
    examination.format = zipped.format
    // The file's own type, as `type` gives it (`com.apple.iWork.Pages.sffpages` for a
    // single-file Pages document, `public.zip` for `Trip.note.zip`); the kind is the
    // package's inside.
    examination.typeIdentifier =
      Self.fileType(atPath: url.path)?.identifier
      ?? zipped.format.typeIdentifier(name: zipped.packageName)
    examination.zipped = (zipped.packageName, zipped.folderInArchive)
    examine(zipped.root, into: &examination)
  }
}
