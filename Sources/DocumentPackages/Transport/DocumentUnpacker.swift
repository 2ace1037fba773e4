import DocpkgSystem
import FileWrappers
import Foundation
import RichText
import Zip

/// Takes a document apart (`docpkg unpack`): its text as `Text.rtf` and `Text.txt`, its
/// attachments as files in `Attachments/`, in a new folder. Zip archives are extracted first,
/// with every entry checked (`ZipArchive`: no `../`, absolute paths, links or bombs).
///
/// ```swift
/// let summary = try DocumentUnpacker.unpack(
///   URL(fileURLWithPath: "Trip.note.zip"), to: URL(fileURLWithPath: "trip"))
/// summary.attachments   // ["photo.jpg"]
/// ```
public enum DocumentUnpacker {
  /// The text file names written.
  public static let textRTFName = "Text.rtf"
  /// The plain-text file written beside `Text.rtf`.
  public static let plainTextName = "Text.txt"
  /// The folder attachments are written to.
  public static let attachmentsFolderName = "Attachments"

  /// What was unpacked.
  public struct Summary: Sendable, Equatable {
    /// The document's format (for a zip, the format of the package inside).
    public var format: DocumentFormat
    /// Whether `Text.rtf` and `Text.txt` were written.
    public var hasText: Bool
    /// The attachment files written, in order.
    public var attachments: [String]
  }

  /// Unpacks the document or zip at `input` into the new folder `directory`, all or
  /// nothing: everything is written into a private folder beside `directory` that is renamed
  /// into place at the end, or removed on error.
  ///
  /// - Throws: `DocumentPackageError` — `.outputNotCreatable` when `directory` exists or its
  ///   parent does not; bad-data errors for damaged documents and unsafe archives.
  public static func unpack(_ input: URL, to directory: URL) throws(DocumentPackageError)
    -> Summary
  {
    if (try? FileManager.default.attributesOfItem(atPath: directory.path)) != nil {
      throw DocumentPackageError(
        path: directory.path, cause: .outputNotCreatable(reason: "already exists"))
    }
    let format = try DocumentFormat.detect(path: input.path)
    let staging = try StagingFolder(beside: directory, marker: "unpack")
    defer { staging.remove() }
    var source = input
    var sourceFormat = format
    if format == .zip {
      (source, sourceFormat) = try extractPackage(from: input, into: staging.url)
    }
    let output = staging.url.appendingPathComponent("out")
    let summary = try write(source, format: sourceFormat, to: output)
    do throws(SystemError) {
      try FileSystem.rename(RawPath(output.path), to: RawPath(directory.path))
    } catch {
      throw DocumentPackageError(
        path: directory.path,
        cause: .outputNotCreatable(reason: error.reason))
    }
    return summary
  }

  /// Extracts the archive into `staging/archive` and returns its one package folder.
  static func extractPackage(from archive: URL, into staging: URL) throws(DocumentPackageError)
    -> (URL, DocumentFormat)
  {
    let extracted = staging.appendingPathComponent("archive")
    do {
      try ZipArchive(url: archive).extract(to: extracted)
    } catch {
      throw DocumentPackageError.wrapping(error, path: archive.path)
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: extracted.path)) ?? []
    guard names.count == 1, let name = names.first else {
      throw DocumentPackageError(
        path: archive.path,
        cause: .unreadableContents(
          name: archive.lastPathComponent,
          reason: "the archive must hold exactly one package folder, found \(names.count) entries"))
    }
    let package = extracted.appendingPathComponent(name)
    let format: DocumentFormat
    do {
      format = try DocumentFormat.detect(path: package.path)
    } catch {
      throw DocumentPackageError(
        path: archive.path, cause: .unreadableContents(name: name, reason: error.reason))
    }
    guard format.isPackage else {
      throw DocumentPackageError(
        path: archive.path,
        cause: .unreadableContents(name: name, reason: "not a document package"))
    }
    return (package, format)
  }

  static func write(_ source: URL, format: DocumentFormat, to output: URL)
    throws(DocumentPackageError) -> Summary
  {
    var writer = OutputFolder(url: output)
    try writer.create()
    let document = DocumentSource(
      path: source.path, name: source.lastPathComponent, fileURL: source, zipped: nil,
      kind: format.kind)
    guard let summary = try format.kind.unpack(document, into: &writer) else {
      throw DocumentPackageError(
        path: source.path,
        cause: .unsupportedFormat(type: "\(format); docpkg unpacks \(DocumentPacker.packableNames)")
      )
    }
    return summary
  }
}
