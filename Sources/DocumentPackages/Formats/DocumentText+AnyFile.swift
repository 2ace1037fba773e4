import Foundation
import RichText

extension DocumentText {
  /// Whether `path` is read as an RTF file without looking for a package: its name ends in
  /// `.rtf` (any case).
  public static func namesRTFFile(path: String) -> Bool {
    path.lowercased().hasSuffix(".rtf")
  }

  /// The text of any file or package: an `.rtf` file as RTF; a package, flat RTFD or
  /// zipped package through ``read(ofDocumentAt:format:)`` (an empty document for formats
  /// without text); any other file as RTF.
  ///
  /// ```swift
  /// let result = try DocumentText.read(path: "Trip.note.zip")
  /// print(result.document.exported(as: .plainText))
  /// ```
  ///
  /// - Throws: `DocumentPackageError` for a package that cannot be read; `RTFReadingError`
  ///   for a file that is not (readable) RTF.
  public static func read(path: String) throws -> RTFReadResult {
    if !namesRTFFile(path: path) {
      do throws(DocumentPackageError) {
        let format = try DocumentFormat.detect(path: path)
        if let text = try read(ofDocumentAt: URL(fileURLWithPath: path), format: format) {
          return text
        }
        guard format.kind.isPackage else {
          throw DocumentPackageError(
            path: path,
            cause: .underlying(
              reason: "\(format.kind.noun) file: it has no text", category: .badData))
        }
        return RTFReadResult(document: AttributedDocument())
      } catch {
        switch error.cause {
        case .notFound, .unsupportedFormat: break
        default: throw error
        }
      }
    }
    return try RTFReader().read(contentsOfFile: path)
  }
}
