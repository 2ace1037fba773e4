import Drawing
import FileWrappers
import Foundation
import Imaging
import RichText
import UniformTypes

/// Any other regular file (`Spec/Formats/Files.md`): its type as `type` gives it, no rules,
/// no text, and the generic file icon labelled with its extension as thumbnail — what
/// QuickLook shows for a file it has no preview for. Last in the registry: it claims every
/// type.
struct GenericFileKind: FileKind {
  var format: DocumentFormat { .file }
  func claims(_ type: UTType) -> Bool { true }
  func typeIdentifier(name: String) -> String {
    let pathExtension = (name as NSString).pathExtension
    return UTType(filenameExtension: pathExtension)?.identifier ?? UTType.data.identifier
  }
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
  }

  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? { nil }

  /// The generic icon, with a warning saying there is no preview for the file's type.
  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let type = DocumentExaminer.fileType(atPath: source.path)
    let icon = FileIcon.render(
      label: FileIcon.label(forFilename: source.name), size: NoteThumbnailLayout.size,
      fonts: maker.composer.fonts)
    return DocumentThumbnailer.Result(
      image: maker.thumbnailer.thumbnail(of: icon), source: .icon,
      warnings: [
        "\(source.path): no preview for \(type?.identifier ?? "this file"); the generic icon"
      ])
  }
}

extension DocumentFormat {
  /// Any other regular file.
  public static let file = DocumentFormat(rawValue: "file")
}
