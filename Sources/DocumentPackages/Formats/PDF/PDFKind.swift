import FileWrappers
import Foundation
import Imaging
import RichText
import UniformTypes

/// A PDF file (`com.adobe.pdf`, `Spec/Formats/PDF.md`), read through poppler opened at run
/// time: every page's text in reading order, the first page as thumbnail.
struct PDFKind: FileKind {
  var format: DocumentFormat { .pdf }
  var noun: String { "PDF" }
  func claims(_ type: UTType) -> Bool { type.conforms(to: .pdf) }
  func typeIdentifier(name: String) -> String { UTType.pdf.identifier }
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
  }

  /// The document at `path`, unlocked (an encrypted PDF without a password is bad data).
  static func open(_ path: String) throws(DocumentPackageError) -> PDFDocument {
    let document: PDFDocument
    do {
      document = try PDFDocument(data: Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw DocumentPackageError.wrapping(error, path: path)
    }
    guard !document.isLocked else {
      throw DocumentPackageError(
        path: path,
        cause: .underlying(
          reason: "encrypted PDF: it needs a password, which docpkg is not given",
          category: .badData))
    }
    return document
  }

  /// FILE-1 when the PDF does not open (damaged, encrypted, or poppler missing).
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    guard depth == .thorough else { return }
    do {
      let document = try Self.open(url.path)
      if document.pageCount == 0 { examination.add("FILE-1", .error, "", "has no pages") }
    } catch {
      examination.add("FILE-1", .error, "", error.reason)
    }
  }

  /// Every page's text; pages end with a form feed, as `pdftotext` writes them.
  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    let document = try Self.open(source.path)
    let text: String
    do {
      text = try document.text()
    } catch {
      throw DocumentPackageError.wrapping(error, path: source.path)
    }
    return RTFReadResult(document: TextImport.plainText(text))
  }

  /// The first page, white paper under transparent content.
  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    _ = try Self.open(source.path)
    do {
      let image = try maker.thumbnailer.thumbnail(contentsOf: URL(fileURLWithPath: source.path))
      return DocumentThumbnailer.Result(image: image, source: .picture, warnings: [])
    } catch {
      throw DocumentPackageError.wrapping(error, path: source.path)
    }
  }
}

extension DocumentFormat {
  /// A PDF file (`com.adobe.pdf`).
  public static let pdf = DocumentFormat(rawValue: "pdf")
}
