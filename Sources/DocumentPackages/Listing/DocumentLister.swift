import FileVersions
import FileWrappers
import Foundation
import UniformTypes

/// Lists the documents in a folder (Spec/Formats/GenericPackage.md, "Listing a folder"):
/// packages and single-file RTF documents (or, with ``includesFiles``, regular files of every
/// kind), with format, date, size, attachment count,
/// QuickLook state and conflict copies. Contents are not parsed: only what the QuickLook
/// freshness check needs is read (`Text.rtf` and the thumbnail's chunks).
///
/// ```swift
/// for entry in try DocumentLister().list(folder: URL(fileURLWithPath: "Notes")) {
///   print(entry.name, entry.format, entry.quickLook, entry.conflict?.source as Any)
/// }
/// ```
public struct DocumentLister: Sendable {
  /// Bounds on reading each package.
  public var limits: ReadingLimits
  /// Whether regular files of every kind are listed (PDFs, images, text…), each with its
  /// kind and type; when `false`, only packages, zipped packages and RTF files are.
  public var includesFiles: Bool

  /// A lister with `limits`, listing packages and RTF files, or with `includesFiles` every
  /// document.
  public init(limits: ReadingLimits = .default, includesFiles: Bool = false) {
    self.limits = limits
    self.includesFiles = includesFiles
  }

  /// The documents in `folder`, sorted by name bytes. Hidden items (names starting with
  /// `.`) and items that are not documents are skipped.
  /// - Throws: `FileWrapperError.noSuchFile` when `folder` does not exist,
  ///   `.systemCallFailed` when it cannot be listed.
  public func list(folder: URL) throws -> [DocumentListEntry] {
    let names = try FolderListing.names(in: folder)
    var entries: [DocumentListEntry] = []
    let lowercased = Set(names.map { $0.lowercased() })
    for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    where !name.hasPrefix(".") {
      if var entry = entry(for: folder.appendingPathComponent(name), name: name) {
        entry.conflict = Self.conflict(for: name, lowercasedSiblings: lowercased)
        entries.append(entry)
      }
    }
    if includesFiles { entries = LivePhotoPair.merged(entries, in: folder) }
    return entries
  }

  /// The conflict-copy convention `name` follows, if any
  /// (`ConflictCopy.detect(filename:lowercasedSiblings:computerNames:)`, which skips its
  /// regular expressions for names that cannot match).
  static func conflict(for name: String, lowercasedSiblings: Set<String>) -> ConflictCopy? {
    ConflictCopy.detect(filename: name, lowercasedSiblings: lowercasedSiblings)
  }

  func entry(for url: URL, name: String) -> DocumentListEntry? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let type = attributes[.type] as? FileAttributeType
    else { return nil }
    let date = attributes[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 0)
    let kind = DocumentFormat.declared(byName: name)
    if type == .typeRegular {
      let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
      if kind == .rtfd, (try? DocumentFormat.hasFlatRTFDMagic(path: url.path)) == true {
        return DocumentListEntry(
          name: name, format: DocumentFormat.flatRTFD.rawValue,
          typeIdentifier: UTType.flatRTFD.identifier, isPackage: false, modificationDate: date,
          size: size, attachmentCount: 0, quickLook: .notApplicable, conflict: nil)
      }
      if let zipped = zippedEntry(for: url, name: name, date: date, size: size) {
        return zipped
      }
      if let kind {
        return DocumentListEntry(
          name: name, format: kind.rawValue, typeIdentifier: "public.data", isPackage: false,
          modificationDate: date, size: size, attachmentCount: 0, quickLook: .notApplicable,
          conflict: nil)
      }
      if includesFiles, let type = DocumentExaminer.fileType(atPath: url.path),
        let fileKind = DocumentKinds.fileKind(claiming: type)
      {
        return DocumentListEntry(
          name: name, format: fileKind.format.rawValue, typeIdentifier: type.identifier,
          isPackage: false, modificationDate: date, size: size, attachmentCount: 0,
          quickLook: .notApplicable, conflict: nil)
      }
      let pathExtension = url.pathExtension
      guard !pathExtension.isEmpty, let fileType = UTType(filenameExtension: pathExtension),
        fileType.conforms(to: .rtf)
      else { return nil }
      return DocumentListEntry(
        name: name, format: "rtf", typeIdentifier: fileType.identifier, isPackage: false,
        modificationDate: date, size: size, attachmentCount: 0, quickLook: .notApplicable,
        conflict: nil)
    }
    guard type == .typeDirectory,
      let kind = kind ?? DocumentExaminer.packageFormat(byContentsAt: url.path)
    else { return nil }
    let examiner = DocumentExaminer(limits: limits, depth: .summary)
    guard let examination = try? examiner.examine(url: url), let wrapper = examination.wrapper
    else {
      return DocumentListEntry(
        name: name, format: kind.rawValue,
        typeIdentifier: kind.typeIdentifier(name: name), isPackage: true,
        modificationDate: date, size: 0, attachmentCount: 0, quickLook: .invalid, conflict: nil)
    }
    var newest = date
    for child in wrapper.fileWrappers?.values.map({ $0 }) ?? [] {
      if let childDate = ExaminationSupport.modificationDate(of: child), childDate > newest {
        newest = childDate
      }
    }
    let attachmentCount = kind.kind.attachmentCount(of: examination)
    let quickLook =
      kind.kind.keepsQuickLook ? examination.quickLook?.state ?? .notApplicable : .notApplicable
    return DocumentListEntry(
      name: name, format: kind.rawValue, typeIdentifier: examination.typeIdentifier,
      isPackage: true, modificationDate: newest, size: ExaminationSupport.totalSize(of: wrapper),
      attachmentCount: attachmentCount, quickLook: quickLook, conflict: nil)
  }
}
