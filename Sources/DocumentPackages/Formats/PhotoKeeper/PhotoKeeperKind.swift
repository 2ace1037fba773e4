import FileWrappers
import Foundation
import RichText
import UniformTypes

/// PhotoKeeper's `.ptk` kind (`Spec/Formats/PhotoKeeper.md`).
struct PhotoKeeperKind: DocumentKind {
  var format: DocumentFormat { .photoKeeper }
  var noun: String { "PhotoKeeper" }
  func claims(_ type: UTType) -> Bool { type.conforms(to: .photoKeeperDocument) }
  func typeIdentifier(name: String) -> String { UTType.photoKeeperDocument.identifier }
  var treeRules: TreeRules {
    TreeRules(notAFolder: "PTK-1", linkOutside: "PTK-8", linkInside: "PTK-8", limits: "GEN-7")
  }
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    ("PTK-7", .warning)
  }
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
    PhotoKeeperRules.check(wrapper, depth: depth, into: &examination)
  }
  func attachmentCount(of examination: Examination) -> Int {
    examination.attachments.isEmpty ? 0 : 1
  }
  var keepsQuickLook: Bool { false }
  var packs: Bool { true }
  var desktopTypes: [DesktopMIMEType] {
    [
      DesktopMIMEType(
        name: "application/x-docpkg-photokeeper", comment: "PhotoKeeper document", glob: "*.ptk"),
      DesktopMIMEType(
        name: "application/x-docpkg-photokeeper+zip", comment: "Zipped PhotoKeeper document",
        glob: "*.ptk.zip", parent: "application/zip"),
    ]
  }
  func packingProblem(hasText: Bool, attachmentCount: Int) -> String? {
    !hasText && attachmentCount == 1 ? nil : "a .ptk takes exactly one --attach IMAGE and no --text"
  }

  /// Exactly one photo and no text.
  func pack(text: AttributedDocument?, attachments: [URL], to url: URL)
    throws(DocumentPackageError)
  {
    guard text == nil, attachments.count == 1, let photo = attachments.first else {
      throw DocumentPackageError(
        path: url.path,
        cause: .outputNotCreatable(
          reason: "a PhotoKeeper document holds exactly one photo and no text"))
    }
    let file = try NoteDocument.readAttachmentSource(photo)
    let data = try PackageFolder.contents(
      of: file, displayPath: photo.lastPathComponent, packagePath: photo.path)
    try PhotoKeeperDocument(photo: data, name: photo.path).save(to: url)
  }

  /// The document of `source` (both archives decoded).
  func document(_ source: DocumentSource) throws(DocumentPackageError) -> PhotoKeeperDocument {
    try PhotoKeeperDocument(folder: source.folder())
  }

  /// PhotoKeeper documents hold no text; the archives are still checked.
  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    _ = try document(source)
    return nil
  }

  /// The photo, else (for boxes up to 145) the stored thumbnail with a warning.
  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let document = try document(source)
    let thumbnailer = maker.thumbnailer
    if let photo = document.data.photo, let image = try? thumbnailer.thumbnail(data: photo) {
      return DocumentThumbnailer.Result(image: image, source: .photo, warnings: [])
    }
    let side = PhotoKeeperMetadata.thumbnailSize
    if thumbnailer.geometry.width <= side, thumbnailer.geometry.height <= side,
      let stored = document.metadata.thumbnail, let image = try? thumbnailer.thumbnail(data: stored)
    {
      return DocumentThumbnailer.Result(
        image: image, source: .storedThumbnail,
        warnings: [
          "\(source.path): photo.data holds no decodable photo; used photo.metadata's thumbnail"
        ])
    }
    throw DocumentPackageError(
      path: source.path,
      cause: .unreadableContents(name: PhotoKeeperData.filename, reason: "no decodable photo"))
  }

  func unpack(_ source: DocumentSource, into writer: inout OutputFolder)
    throws(DocumentPackageError) -> DocumentUnpacker.Summary?
  {
    let document = try document(source)
    if let photo = document.data.photo {
      try writer.writeAttachment(name: "photo.png", data: photo)
    }
    return DocumentUnpacker.Summary(
      format: .photoKeeper, hasText: false, attachments: writer.attachments)
  }
}
