import Foundation
import RichText
import Zip

/// Builds a document from a text and attachment files (`docpkg pack`): a `.note`, an
/// `.rtfd` or a `.ptk`, optionally zipped for transport (`Spec/Formats/Zip.md`).
///
/// ```swift
/// let text = try TextImport.document(contentsOf: URL(fileURLWithPath: "trip.md"))
/// try DocumentPacker.pack(
///   text: text, attachments: [URL(fileURLWithPath: "photo.jpg")], format: .note,
///   packageName: "Trip.note", to: URL(fileURLWithPath: "Trip.note.zip"), zip: true)
/// ```
public enum DocumentPacker {
  /// Writes the document atomically to `output`: the package folder itself, or with `zip`
  /// a zip archive holding the folder `packageName`.
  ///
  /// - Parameters:
  ///   - text: the text (required for `.note` and `.rtfd`; must be `nil` for `.photoKeeper`).
  ///   - attachments: files copied in, in order (`.photoKeeper`: exactly one image).
  ///   - format: `.note`, `.rtfd` or `.photoKeeper`.
  ///   - packageName: the package folder's name (inside the zip, or `output`'s own name).
  ///   - output: where the package folder or the zip file is written.
  ///   - zip: `true` for a zip archive holding the package, `false` for the folder itself.
  /// - Throws: `DocumentPackageError` naming the input or output at fault.
  public static func pack(
    text: AttributedDocument?, attachments: [URL], format: DocumentFormat, packageName: String,
    to output: URL, zip: Bool
  ) throws(DocumentPackageError) {
    // Checked first so a missing destination folder is "cannot create output" (73), not a
    // missing input, and nothing is staged for it.
    try StagingFolder.requireFolder(of: output)
    guard zip else {
      try writePackage(text: text, attachments: attachments, format: format, to: output)
      return
    }
    let staging = try StagingFolder(beside: output, marker: "pack")
    defer { staging.remove() }
    let package = staging.url.appendingPathComponent(packageName)
    try writePackage(text: text, attachments: attachments, format: format, to: package)
    do {
      try ZipWriter.archive(directory: package, to: output)
    } catch {
      let wrapped = DocumentPackageError.wrapping(error, path: output.path)
      throw DocumentPackageError(
        path: output.path, cause: .underlying(reason: wrapped.reason, category: .cannotCreate))
    }
  }

  static func writePackage(
    text: AttributedDocument?, attachments: [URL], format: DocumentFormat, to url: URL
  ) throws(DocumentPackageError) {
    switch format {
    case .note:
      let note = NoteDocument()
      note.setText(text ?? AttributedDocument())
      for attachment in attachments { try note.addAttachment(contentsOf: attachment) }
      try note.save(to: url)
    case .rtfd:
      let rtfd = RTFDDocument(text: text ?? AttributedDocument())
      for attachment in attachments { try rtfd.addAttachment(contentsOf: attachment) }
      try rtfd.save(to: url)
    case .photoKeeper:
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
    case .flatRTFD, .genericPackage, .zip:
      throw DocumentPackageError(
        path: url.path,
        cause: .outputNotCreatable(reason: "docpkg packs .note, .rtfd and .ptk documents"))
    }
  }
}
