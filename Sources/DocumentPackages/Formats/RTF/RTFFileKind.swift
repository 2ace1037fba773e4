import FileWrappers
import Foundation
import RichText
import UniformTypes

/// A plain RTF file (`public.rtf`, `Spec/Formats/Files.md`): its text, and a thumbnail
/// composed from it as a note's is.
struct RTFFileKind: FileKind {
  var format: DocumentFormat { .rtf }
  var noun: String { "RTF" }
  func claims(_ type: UTType) -> Bool { type.conforms(to: .rtf) }
  func typeIdentifier(name: String) -> String { UTType.rtf.identifier }
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
  }

  /// FILE-1 when the file does not read as RTF at all; FILE-2 (a warning) for each damage
  /// the reader recovered from.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    guard depth == .thorough else { return }
    do {
      let result = try RTFReader().read(contentsOfFile: url.path)
      for item in result.damage { examination.add("FILE-2", .warning, "", "\(item)") }
    } catch {
      examination.add("FILE-1", .error, "", "does not read as RTF: \(error)")
    }
  }

  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    do {
      return try RTFReader().read(contentsOfFile: source.path)
    } catch {
      throw DocumentPackageError.wrapping(error, path: source.path)
    }
  }

  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let text = try text(of: source)?.document ?? AttributedDocument()
    return DocumentThumbnailer.Result(
      image: maker.composed(text: text, attachment: nil), source: .composed, warnings: [])
  }
}

extension DocumentFormat {
  /// A plain RTF file (`public.rtf`).
  public static let rtf = DocumentFormat(rawValue: "rtf")
}
