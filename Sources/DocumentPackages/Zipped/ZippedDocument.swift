import FileWrappers
import Foundation
import Zip

/// A document package travelling as one zip file, read in place: `Trip.note.zip` (a zip
/// holding one package folder, as `docpkg pack --zip` makes), a zip of a package's contents
/// named after it, or an iWork single-file document (`Report.pages`, `Talk.key`,
/// `Budget.numbers`). Nothing is extracted to disk: the package is a read-only FileWrapper
/// tree over the archive's entries (`ZipArchive.fileWrapper(rootName:)`), with the zip
/// reader's limits and checks (`Spec/Formats/Zipped.md`).
///
/// ```swift
/// let zipped = try ZippedDocument(url: URL(fileURLWithPath: "Report.pages"))
/// zipped.packageName   // "Report.pages"
/// zipped.format        // .genericPackage (an iWork document)
/// ```
public struct ZippedDocument {
  /// The zip file as given.
  public let path: String
  /// The name of the package inside (`Trip.note`, `Report.pages`).
  public let packageName: String
  /// Where the package sits inside the archive: `""` when its contents are at the root,
  /// else the folder's name.
  public let folderInArchive: String
  /// The package's format, chosen from `packageName`.
  public let format: DocumentFormat
  /// The package tree (read-only; contents inflated on first use).
  public let root: FileWrapper
  /// The archive.
  public let archive: ZipArchive

  /// Limits for reading in place: the zip reader's, with no single entry over 512 MiB
  /// (whatever is read is held in memory).
  public static let limits = ZipLimits.inPlace

  /// Top-level names that archivers add and that are not part of the package.
  static let ignoredTopLevelNames: Set<String> = ["__MACOSX", ".DS_Store"]

  /// Opens the zip at `url` and finds the package in it: one top-level folder whose name
  /// declares a package type, otherwise the archive's root when the zip's own name (without
  /// a final `.zip`) declares one.
  ///
  /// - Throws: `DocumentPackageError` — zip errors (unsafe names, encryption, ZIP64, bombs)
  ///   as bad data naming the zip; `.unreadableContents` when no package is found.
  public init(url: URL, limits: ZipLimits = ZippedDocument.limits) throws(DocumentPackageError) {
    path = url.path
    do {
      archive = try ZipArchive(url: url, limits: limits)
    } catch {
      throw DocumentPackageError.wrapping(error, path: url.path)
    }
    let tree = archive.fileWrapper(rootName: url.lastPathComponent)
    let top = (tree.fileWrappers ?? [:]).filter { !Self.ignoredTopLevelNames.contains($0.key) }
    if top.count == 1, let (name, folder) = top.first, folder.isDirectory,
      let declared = DocumentFormat.declared(byName: name)
    {
      packageName = name
      folderInArchive = name
      format = declared
      root = folder
      return
    }
    let ownName = Self.packageName(ofArchiveNamed: url.lastPathComponent)
    guard let declared = DocumentFormat.declared(byName: ownName) else {
      throw DocumentPackageError(
        path: url.path,
        cause: .unreadableContents(
          name: url.lastPathComponent,
          reason:
            "the archive holds no document package (expected one package folder, found \(top.count) top-level entries)"
        ))
    }
    packageName = ownName
    folderInArchive = ""
    format = declared
    root = FileWrapper(directoryNamed: ownName, children: Array(top.values))
  }

  /// `Trip.note.zip` → `Trip.note`; `Report.pages` → `Report.pages`.
  static func packageName(ofArchiveNamed name: String) -> String {
    name.lowercased().hasSuffix(".zip") ? String(name.dropLast(4)) : name
  }

  /// The package as a `PackageFolder`, errors naming the zip.
  var folder: PackageFolder {
    PackageFolder(path: path, root: root)
  }
}
