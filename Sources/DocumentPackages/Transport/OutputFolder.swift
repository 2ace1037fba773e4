import FileWrappers
import Foundation
import RichText

/// The folder `unpack` fills (inside its private staging folder): text files at the top,
/// attachments in `Attachments/` under unique safe names.
struct OutputFolder {
  let url: URL
  /// Attachment names written, in order.
  private(set) var attachments: [String] = []

  init(url: URL) {
    self.url = url
  }

  func create() throws(DocumentPackageError) {
    try makeFolder(url)
  }

  /// `Text.rtf` as stored, and `Text.txt`: the plain text, trailing blank lines dropped,
  /// ending in one line break.
  func writeText(rtf: Data, document: AttributedDocument) throws(DocumentPackageError) {
    try writeFile(url.appendingPathComponent(DocumentUnpacker.textRTFName), rtf)
    var plain = document.exported(as: .plainText)
    while let last = plain.last, last.isWhitespace { plain.removeLast() }
    try writeFile(
      url.appendingPathComponent(DocumentUnpacker.plainTextName), Data((plain + "\n").utf8))
  }

  /// `Attachments/NAME` (made unique and safe).
  mutating func writeAttachment(name: String, data: Data) throws(DocumentPackageError) {
    let folder = try attachmentsFolder()
    let unique = UniqueName.attachmentName(preferred: name, existing: attachments)
    try writeFile(folder.appendingPathComponent(unique), data)
    attachments.append(unique)
  }

  /// `Attachments/NAME` as a folder (an attached package), written from its wrapper.
  mutating func writeFolder(name: String, wrapper: FileWrapper) throws(DocumentPackageError) {
    let folder = try attachmentsFolder()
    let unique = UniqueName.attachmentName(preferred: name, existing: attachments)
    do {
      try wrapper.write(to: folder.appendingPathComponent(unique))
    } catch {
      throw DocumentPackageError.wrapping(error, path: folder.appendingPathComponent(unique).path)
    }
    attachments.append(unique)
  }

  private func attachmentsFolder() throws(DocumentPackageError) -> URL {
    let folder = url.appendingPathComponent(DocumentUnpacker.attachmentsFolderName)
    if !FileManager.default.fileExists(atPath: folder.path) { try makeFolder(folder) }
    return folder
  }

  private func makeFolder(_ folder: URL) throws(DocumentPackageError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    } catch {
      throw DocumentPackageError(
        path: folder.path, cause: .outputNotCreatable(reason: "cannot create folder: \(error)"))
    }
  }

  private func writeFile(_ file: URL, _ data: Data) throws(DocumentPackageError) {
    do {
      try data.write(to: file, options: [.withoutOverwriting])
    } catch {
      throw DocumentPackageError(
        path: file.path, cause: .underlying(reason: "cannot write: \(error)", category: .io))
    }
  }
}
