import FileWrappers
import Foundation

extension NoteDocument {
  /// The attachment names in byte order of their UTF-8 (the spec's attachment order).
  public var attachmentNames: [String] {
    attachmentsFolder.map(PackageFolder.sortedKeys(of:)) ?? []
  }

  /// Every attachment with its size and type (extension and sniffed content), in order.
  ///
  /// - Throws: a reading error when an attachment's contents cannot be read.
  public func attachments() throws(DocumentPackageError) -> [DocumentAttachment] {
    var result: [DocumentAttachment] = []
    for name in attachmentNames {
      guard let wrapper = attachmentsFolder?.fileWrappers?[name] else { continue }
      result.append(
        try DocumentAttachment.describe(
          wrapper, key: name, name: name, displayPath: Self.attachmentsFolderName + "/" + name,
          packagePath: path))
    }
    return result
  }

  /// The bytes of the attachment `name`.
  ///
  /// - Throws: `.noSuchAttachment`, or a reading error.
  public func contents(ofAttachment name: String) throws(DocumentPackageError) -> Data {
    try PackageFolder.attachmentContents(
      attachmentsFolder?.fileWrappers?[name], name: name,
      displayPath: Self.attachmentsFolderName + "/" + name, packagePath: path)
  }

  /// Copies the regular file at `url` in as an attachment named `preferredName` (its own
  /// name by default), made unique (`photo 1.jpg`, …). The file is read lazily and copied
  /// on `save`.
  ///
  /// - Returns: the name given to the attachment.
  /// - Throws: `DocumentPackageError` when `url` is missing or not a regular file.
  @discardableResult
  public func addAttachment(contentsOf url: URL, preferredName: String? = nil)
    throws(DocumentPackageError) -> String
  {
    let file = try Self.readAttachmentSource(url)
    let name = UniqueName.attachmentName(
      preferred: preferredName ?? url.lastPathComponent, existing: attachmentNames)
    file.preferredFilename = name
    ensureAttachmentsFolder().addFileWrapper(file)
    return name
  }

  /// Adds `data` as an attachment named `preferredName`, made unique.
  /// - Returns: the name given to the attachment.
  @discardableResult
  public func addAttachment(data: Data, preferredName: String) -> String {
    let name = UniqueName.attachmentName(preferred: preferredName, existing: attachmentNames)
    ensureAttachmentsFolder().addRegularFile(withContents: data, preferredFilename: name)
    return name
  }

  /// Removes the attachment `name`.
  public func removeAttachment(named name: String) throws(DocumentPackageError) {
    guard let folder = attachmentsFolder, let file = folder.fileWrappers?[name] else {
      throw DocumentPackageError(path: path, cause: .noSuchAttachment(name: name))
    }
    folder.removeFileWrapper(file)
  }

  /// Renames the attachment `name` to `newName` (which must be a safe name and free).
  /// - Returns: the new name.
  @discardableResult
  public func renameAttachment(named name: String, to newName: String) throws(DocumentPackageError)
    -> String
  {
    guard let folder = attachmentsFolder, let file = folder.fileWrappers?[name] else {
      throw DocumentPackageError(path: path, cause: .noSuchAttachment(name: name))
    }
    try PackageFolder.requireSafeName(newName, displayPath: newName, packagePath: path)
    let others = attachmentNames.filter { $0 != name }.map { $0.lowercased() }
    guard !others.contains(newName.lowercased()) else {
      throw DocumentPackageError(path: path, cause: .attachmentExists(name: newName))
    }
    folder.removeFileWrapper(file)
    file.preferredFilename = newName
    folder.addFileWrapper(file)
    return newName
  }

  private func ensureAttachmentsFolder() -> FileWrapper {
    if let folder = attachmentsFolder, folder.isDirectory { return folder }
    if let other = attachmentsFolder { root.removeFileWrapper(other) }
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    folder.preferredFilename = Self.attachmentsFolderName
    root.addFileWrapper(folder)
    return folder
  }

  /// A lazily read regular file to copy in; a final symbolic link is resolved.
  static func readAttachmentSource(_ url: URL) throws(DocumentPackageError) -> FileWrapper {
    let resolved = url.resolvingSymlinksInPath()
    let file: FileWrapper
    do {
      file = try FileWrapper(url: resolved, options: [], limits: .default)
    } catch {
      throw DocumentPackageError.wrapping(error, path: url.path)
    }
    guard file.isRegularFile else {
      throw DocumentPackageError(
        path: url.path, cause: .wrongKind(name: url.lastPathComponent, expected: "regular file"))
    }
    return file
  }
}
