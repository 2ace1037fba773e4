import FileWrappers
import Foundation
import UniformTypes

/// One attachment of a document: its name, size and type, by extension and by content.
public struct DocumentAttachment: Sendable, Equatable {
  /// The name shown to people (RTFD's collision prefix `N__#$!@%!#__` removed).
  public var name: String
  /// The entry's name in the package (the file name on disk).
  public var key: String
  /// The size in bytes (0 for a folder).
  public var size: Int64
  /// Whether the attachment is a folder (RTFD may attach packages).
  public var isFolder: Bool
  /// The type the extension names, and the type the first bytes show.
  public var typeReport: FileTypeReport

  /// Creates an attachment description.
  public init(name: String, key: String, size: Int64, isFolder: Bool, typeReport: FileTypeReport) {
    self.name = name
    self.key = key
    self.size = size
    self.isFolder = isFolder
    self.typeReport = typeReport
  }

  /// The type to use: declared when declared, else sniffed.
  public var type: UTType { typeReport.effectiveType }

  /// Whether the attachment is an image type (by extension or content).
  public var isImage: Bool {
    typeReport.sniffedType?.conforms(to: .image) == true
      || typeReport.declaredType?.conforms(to: .image) == true
  }

  /// Whether the attachment is a movie (its poster frame is its picture).
  public var isMovie: Bool {
    typeReport.sniffedType?.conforms(to: .movie) == true
      || typeReport.declaredType?.conforms(to: .movie) == true
  }

  /// Whether the package icon shows the attachment as a picture: an image, or a PDF (its
  /// first page, as macOS QuickLook shows it).
  public var isPictured: Bool {
    isImage || typeReport.sniffedType?.conforms(to: .pdf) == true
      || typeReport.declaredType?.conforms(to: .pdf) == true
  }

  /// Describes the wrapper stored under `key` (at `displayPath` in the package at
  /// `packagePath`), sniffing at most `ContentSniffer.prefixLength` bytes of a regular file.
  /// - Throws: the reading error when the file's contents cannot be read (they are not
  ///   taken as empty).
  static func describe(
    _ wrapper: FileWrapper, key: String, name: String, displayPath: String, packagePath: String
  ) throws(DocumentPackageError) -> DocumentAttachment {
    if wrapper.isDirectory {
      let declared = UTType(
        filenameExtension: (name as NSString).pathExtension, conformingTo: .directory)
      return DocumentAttachment(
        name: name, key: key, size: 0, isFolder: true,
        typeReport: FileTypeReport(
          path: name, kind: .folder, declaredType: declared, sniffedType: nil,
          agreement: .unknown))
    }
    let data =
      wrapper.isRegularFile
      ? try PackageFolder.contents(of: wrapper, displayPath: displayPath, packagePath: packagePath)
      : Data()
    let prefix = [UInt8](data.prefix(ContentSniffer.prefixLength))
    let report = FileTypeResolver().report(forName: name, contents: prefix)
    return DocumentAttachment(
      name: name, key: key, size: wrapper.regularFileSize ?? Int64(data.count), isFolder: false,
      typeReport: report)
  }
}
