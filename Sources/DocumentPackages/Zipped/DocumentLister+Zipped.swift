import Foundation

extension DocumentLister {
  /// The entry of a zipped package (`Trip.note.zip`, `Report.pages` saved as one file), read
  /// in place; `nil` for a file that is not a zip holding a package.
  func zippedEntry(for url: URL, name: String, date: Date, size: Int64) -> DocumentListEntry? {
    guard DocumentExaminer.isZip(at: url),
      let examination = try? DocumentExaminer(limits: limits, depth: .summary).examine(url: url),
      examination.zipped != nil
    else { return nil }
    let kind = examination.format.kind
    let attachments = kind.attachmentCount(of: examination)
    let quickLook =
      kind.keepsQuickLook ? examination.quickLook?.state ?? .notApplicable : .notApplicable
    return DocumentListEntry(
      name: name, format: examination.format.rawValue,
      typeIdentifier: examination.typeIdentifier, isPackage: false, modificationDate: date,
      size: size, attachmentCount: attachments, quickLook: quickLook, conflict: nil,
      archive: "zip")
  }
}
