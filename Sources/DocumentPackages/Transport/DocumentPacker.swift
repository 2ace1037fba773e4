import Foundation
import RichText
import UniformTypes
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
  ///   - text: the text (required unless the format says otherwise: `packingProblem(format:hasText:attachmentCount:)`).
  ///   - attachments: files copied in, in order (as the format requires).
  ///   - format: one of ``packableFormats``.
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
    try format.kind.pack(text: text, attachments: attachments, to: url)
  }

  /// The formats `pack` builds, from the registry.
  public static var packableFormats: [DocumentFormat] {
    DocumentKinds.all.filter(\.packs).map(\.format)
  }

  /// The packable formats' extensions for messages (".note, .rtfd and .ptk").
  public static var packableNames: String {
    let names = DocumentKinds.all.filter(\.packs).map { "." + $0.typeExtension }
    guard let last = names.last else { return "no" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The format `pack` builds for an output called `name` (`Trip.note`), from the type its
  /// extension declares; `nil` when no packable format has that extension.
  public static func format(forOutputNamed name: String) -> DocumentFormat? {
    let pathExtension = (name as NSString).pathExtension.lowercased()
    guard !pathExtension.isEmpty,
      let type = UTType(filenameExtension: pathExtension, conformingTo: .package),
      let kind = DocumentKinds.packageKind(claiming: type), kind.packs
    else { return nil }
    return kind.format
  }

  /// What is wrong with packing a text (when `hasText`) and `attachmentCount` attachments as
  /// `format`, for a usage error; `nil` when nothing is.
  public static func packingProblem(format: DocumentFormat, hasText: Bool, attachmentCount: Int)
    -> String?
  {
    format.kind.packingProblem(hasText: hasText, attachmentCount: attachmentCount)
  }
}
