import FileWrappers
import Foundation
import Imaging

extension NoteDocument {
  /// The fingerprint of the current text and first attachment (Spec: "Freshness").
  public func quickLookFingerprint() throws(DocumentPackageError) -> QuickLookFingerprint {
    let first = attachmentNames.first.flatMap { name -> (name: String, size: UInt64)? in
      guard let size = attachmentsFolder?.fileWrappers?[name]?.regularFileSize else { return nil }
      return (name, UInt64(max(0, size)))
    }
    return QuickLookFingerprint(textRTF: try textRTF(), firstAttachment: first)
  }

  /// The QuickLook folder's thumbnail wrapper, if any.
  var thumbnailWrapper: FileWrapper? {
    root.fileWrappers?[Self.quickLookFolderName]?.fileWrappers?[Self.thumbnailFilename]
  }

  /// Whether `QuickLook/Thumbnail.png` is fresh, stale, missing or invalid (Spec: PNG
  /// signature and CRCs, 512 × 512; freshness by the `docpkg-source` chunk, else by dates).
  public func quickLookState() -> QuickLookState {
    quickLookThumbnail().state
  }

  /// The state and, when valid, the bytes of `QuickLook/Thumbnail.png`; `problem` says why
  /// an invalid one is invalid.
  public func quickLookThumbnail() -> (state: QuickLookState, png: Data?, problem: String?) {
    guard let wrapper = thumbnailWrapper else { return (.missing, nil, nil) }
    guard wrapper.isRegularFile, let data = try? wrapper.contents() else {
      return (.invalid, nil, "not a readable regular file")
    }
    let summary: PNGSummary
    do {
      summary = try PNGSummary(data: data)
    } catch {
      return (.invalid, nil, "\(error)")
    }
    let side = NoteThumbnailLayout.size
    guard summary.width == side, summary.height == side else {
      return (.invalid, nil, "\(summary.width)×\(summary.height), not \(side)×\(side)")
    }
    if let recorded = summary.text[QuickLookFingerprint.keyword] {
      let current = try? quickLookFingerprint().value
      return (recorded == current ? .fresh : .stale, data, nil)
    }
    return (isNewerThanSources(wrapper) ? .fresh : .stale, data, nil)
  }

  /// For thumbnails without the chunk: not older than `Text.rtf`, `Attachments/` and the
  /// first attachment.
  private func isNewerThanSources(_ thumbnail: FileWrapper) -> Bool {
    guard let made = Self.modificationDate(thumbnail) else { return false }
    var sources = [root.fileWrappers?[Self.textFilename], attachmentsFolder]
    if let first = attachmentNames.first { sources.append(attachmentsFolder?.fileWrappers?[first]) }
    for source in sources.compactMap({ $0 }) {
      if let date = Self.modificationDate(source), date > made { return false }
    }
    return true
  }

  private static func modificationDate(_ wrapper: FileWrapper) -> Date? {
    wrapper.fileAttributes[FileAttributeKey.modificationDate.rawValue] as? Date
  }

  /// What the bottom half of the icon shows: the first attachment as a picture when its
  /// type (extension or content) is an image or a PDF (its first page), else as the file
  /// icon; `nil` without attachments.
  public func quickLookAttachment() throws(DocumentPackageError) -> QuickLookAttachment? {
    guard let first = attachmentNames.first,
      let wrapper = attachmentsFolder?.fileWrappers?[first]
    else { return nil }
    let description = try DocumentAttachment.describe(
      wrapper, key: first, name: first, displayPath: Self.attachmentsFolderName + "/" + first,
      packagePath: path)
    if description.isMovie {
      return QuickLookMoviePoster.attachment(try contents(ofAttachment: first), name: first)
    }
    guard description.isPictured else { return .file(name: first) }
    return .image(try contents(ofAttachment: first), fallbackName: first)
  }

  /// A freshly composed `QuickLook/Thumbnail.png` for the current contents.
  public func composedThumbnailPNG(composer: QuickLookComposer = QuickLookComposer())
    throws(DocumentPackageError) -> Data
  {
    let text = try text().document
    let attachment = try quickLookAttachment()
    let fingerprint = try quickLookFingerprint()
    do {
      return try composer.thumbnailPNG(text: text, attachment: attachment, fingerprint: fingerprint)
    } catch {
      throw DocumentPackageError.wrapping(error, path: path)
    }
  }

  /// Regenerates `QuickLook/Thumbnail.png` and `QuickLook/Preview.rtf` in memory when they
  /// are stale, missing or invalid (or always, with `force`).
  /// - Returns: whether anything changed.
  @discardableResult
  public func updateQuickLook(
    force: Bool = false, composer: QuickLookComposer = QuickLookComposer()
  ) throws(DocumentPackageError) -> Bool {
    let textData = try textRTF()
    var folder = root.fileWrappers?[Self.quickLookFolderName]
    if let existing = folder, !existing.isDirectory {
      root.removeFileWrapper(existing)
      folder = nil
    }
    // An unreadable preview counts as stale: it is written again, nothing is lost.
    let previewIsCurrent =
      folder?.fileWrappers?[Self.previewFilename].flatMap {
        $0.isRegularFile ? try? $0.contents() : nil
      }
      == textData
    let thumbnailIsCurrent = quickLookState() == .fresh
    if !force, previewIsCurrent, thumbnailIsCurrent { return false }
    let quickLook =
      folder
      ?? {
        let made = FileWrapper(directoryWithFileWrappers: [:])
        made.preferredFilename = Self.quickLookFolderName
        root.addFileWrapper(made)
        return made
      }()
    if force || !thumbnailIsCurrent {
      let png = try composedThumbnailPNG(composer: composer)
      replaceChild(Self.thumbnailFilename, in: quickLook, with: png)
    }
    if force || !previewIsCurrent {
      replaceChild(Self.previewFilename, in: quickLook, with: textData)
    }
    return true
  }

  private func replaceChild(_ name: String, in folder: FileWrapper, with data: Data) {
    if let old = folder.fileWrappers?[name] { folder.removeFileWrapper(old) }
    folder.addRegularFile(withContents: data, preferredFilename: name)
  }

  /// Saves to `url` (the document's own location by default) atomically and incrementally,
  /// regenerating QuickLook first when stale. Afterwards the document refers to `url`.
  ///
  /// - Parameters:
  ///   - url: where to save; the document's own location when `nil`.
  ///   - composer: draws the QuickLook thumbnail.
  ///   - overwritingChangesSinceRead: save in place even when another process saved the note
  ///     since it was read, for a caller that kept that version aside (a conflict copy).
  /// - Throws: `DocumentPackageError`, and the destination is unchanged: `.cannotCreate`
  ///   for a destination that cannot be written; `.inUse` when another process saved the
  ///   note after this document read it (open it again and redo the change); `.badData`
  ///   when saving in place would delete FIFOs, sockets or devices the read skipped.
  public func save(
    to url: URL? = nil, composer: QuickLookComposer = QuickLookComposer(),
    overwritingChangesSinceRead: Bool = false
  ) throws(DocumentPackageError) {
    lastSaveFailed = true
    guard let destination = url ?? fileURL else {
      throw DocumentPackageError(
        path: path, cause: .outputNotCreatable(reason: "a new note needs a location to save to"))
    }
    try SkippedItemsCheck.check(root, savingTo: destination, original: fileURL)
    try updateQuickLook(composer: composer)
    try PackageWriting.write(
      root, to: destination, original: fileURL,
      overwritingChangesSinceRead: overwritingChangesSinceRead)
    fileURL = destination
    path = destination.path
    lastSaveFailed = false
    if let reread = try? FileWrapper(url: destination, options: [], limits: .default) {
      root = reread
    }
  }
}
