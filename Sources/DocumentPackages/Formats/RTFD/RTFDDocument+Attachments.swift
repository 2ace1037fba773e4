import FileWrappers
import Foundation
import Imaging
import RichText

extension RTFDDocument {
  /// The keys the text's `\NeXTGraphic` cells name, in text order, without repeats.
  ///
  /// - Throws: `.unsafeName` for a name that is not one safe path component (RTFD-4).
  public func referencedNames() throws(DocumentPackageError) -> [String] {
    var seen = Set<String>()
    var names: [String] = []
    for cell in try text().document.attachments where seen.insert(cell.fileName).inserted {
      try PackageFolder.requireSafeName(
        cell.fileName, displayPath: cell.fileName, packagePath: path)
      names.append(cell.fileName)
    }
    return names
  }

  /// The attachments: the referenced names that exist beside `TXT.rtf`, in text order, then
  /// the other entries (except `TXT.rtf`, `.DS_Store` and `EncryptedTXT.rtf`).
  ///
  /// - Throws: `.unsafeName`, `.linkOutsidePackage` for an entry that is a symbolic link
  ///   leaving the package.
  public func attachments() throws(DocumentPackageError) -> [DocumentAttachment] {
    var result: [DocumentAttachment] = []
    for key in try attachmentKeys() {
      guard let wrapper = root.fileWrappers?[key] else { continue }
      if wrapper.isSymbolicLink {
        try PackageFolder.requireRegular(wrapper, displayPath: key, packagePath: path)
      }
      result.append(
        try DocumentAttachment.describe(
          wrapper, key: key, name: Self.displayName(forKey: key), displayPath: key,
          packagePath: path))
    }
    return result
  }

  /// Attachment keys in order (see `attachments()`).
  func attachmentKeys() throws(DocumentPackageError) -> [String] {
    let present = root.fileWrappers ?? [:]
    let referenced = try referencedNames().filter { present[$0] != nil }
    let ignored: Set<String> = [Self.textFilename, ".DS_Store", "EncryptedTXT.rtf"]
    let others = PackageFolder.sortedKeys(of: root).filter {
      !ignored.contains($0) && !referenced.contains($0)
    }
    return referenced + others
  }

  /// The bytes of the attachment stored under `key` (a regular file).
  public func contents(ofAttachment key: String) throws(DocumentPackageError) -> Data {
    try PackageFolder.attachmentContents(
      key == Self.textFilename ? nil : root.fileWrappers?[key], name: key, displayPath: key,
      packagePath: path)
  }

  /// Adds the regular file at `url` beside `TXT.rtf` under a unique name and appends a
  /// `\NeXTGraphic` cell for it, in its own paragraph, at the end of the text (sized from
  /// the image in points, or 32 × 32 pt for other files).
  /// - Returns: the attachment's name.
  @discardableResult
  public func addAttachment(contentsOf url: URL, preferredName: String? = nil)
    throws(DocumentPackageError) -> String
  {
    let file = try NoteDocument.readAttachmentSource(url)
    let existing = (root.fileWrappers?.keys.map { $0 } ?? []) + [Self.textFilename]
    let name = UniqueName.attachmentName(
      preferred: preferredName ?? url.lastPathComponent, existing: existing)
    let data = try PackageFolder.contents(of: file, displayPath: name, packagePath: url.path)
    let size =
      ImageDecoder.pixelSize(of: data).map { (Double($0.width), Double($0.height)) } ?? (32, 32)
    var document = try text().document
    var paragraph = Paragraph()
    paragraph.runs.append(
      TextRun(attachment: AttachmentCell(fileName: name, width: size.0, height: size.1)))
    document.paragraphs.append(paragraph)
    setTextRTF(Data(RTFWriter().write(document)))
    file.preferredFilename = name
    root.addFileWrapper(file)
    return name
  }

  /// Replaces `TXT.rtf` with `data`.
  public func setTextRTF(_ data: Data) {
    if let old = root.fileWrappers?[Self.textFilename] { root.removeFileWrapper(old) }
    root.addRegularFile(withContents: data, preferredFilename: Self.textFilename)
  }

  /// What a composed icon shows below the text: the first attachment in text order that
  /// exists (Spec: RTFD "Thumbnail").
  public func quickLookAttachment() throws(DocumentPackageError) -> QuickLookAttachment? {
    let present = root.fileWrappers ?? [:]
    guard let key = try referencedNames().first(where: { present[$0] != nil }),
      let wrapper = present[key]
    else { return nil }
    let name = Self.displayName(forKey: key)
    let description = try DocumentAttachment.describe(
      wrapper, key: key, name: name, displayPath: key, packagePath: path)
    if description.isMovie, !description.isFolder {
      return QuickLookMoviePoster.attachment(try contents(ofAttachment: key), name: name)
    }
    guard description.isPictured, !description.isFolder else { return .file(name: name) }
    return .image(try contents(ofAttachment: key), fallbackName: name)
  }
}
