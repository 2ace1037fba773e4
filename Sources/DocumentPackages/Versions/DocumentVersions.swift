import FileVersions
import FileWrappers
import Foundation
import UniformTypes

/// A document and its versions as `docpkg conflicts` shows them: the current version first
/// (number 0), then the conflict versions newest first (1, 2, …), each with the problem
/// that makes it an invalid document, if any.
///
/// ```swift
/// let found = try DocumentVersions.find(in: [URL(fileURLWithPath: "Notes")])
/// for document in found.documents {
///   for entry in document.versions { print(entry.number, entry.version.url.path) }
/// }
/// ```
public struct DocumentVersions {
  /// One version of the document.
  public struct Entry {
    /// 0 for the current version, 1… for the others (the `--keep N` of `docpkg resolve`).
    public var number: Int
    /// The version.
    public var version: NSFileVersion
    /// Why the version is not a valid document (the first error finding), or `nil`.
    public var problem: String?
  }

  /// The document.
  public var itemURL: URL
  /// Its versions, current first.
  public var versions: [Entry]
  /// Numbered duplicates beside it (`Note 2.note`): possibly conflicts, never resolved
  /// automatically.
  public var possibleDuplicates: [URL]

  /// The versions of the document at `itemURL` (its folder is scanned).
  ///
  /// - Throws: `FileWrapperError.noSuchFile` when nothing is at `itemURL`.
  public init(itemURL: URL, limits: ReadingLimits = .default) throws(FileWrapperError) {
    guard NSFileVersion.currentVersionOfItem(at: itemURL) != nil else {
      throw FileWrapperError.noSuchFile(path: itemURL.path)
    }
    let scan = try ConflictScan(folder: itemURL.deletingLastPathComponent())
    let group =
      scan.group(for: itemURL)
      ?? ConflictScan.Group(itemURL: itemURL, copies: [], possibleDuplicates: [])
    self.init(group: group, itemURL: itemURL, limits: limits)
  }

  init(group: ConflictScan.Group, itemURL: URL, limits: ReadingLimits) {
    self.itemURL = itemURL
    var all: [NSFileVersion] = []
    if let current = NSFileVersion.currentVersionOfItem(at: itemURL) { all.append(current) }
    all += NSFileVersion.versions(in: group)
    versions = all.enumerated().map { index, version in
      Entry(number: index, version: version, problem: Self.problem(of: version.url, limits: limits))
    }
    possibleDuplicates = group.possibleDuplicates.map(\.url)
  }

  /// Whether any conflict version is unresolved (the document is `.inConflict`).
  public var hasUnresolvedConflicts: Bool {
    versions.contains { $0.version.isConflict && !$0.version.isResolved }
  }

  /// The documents with versions under `paths`: a document path gives its own entry (even
  /// without versions); a folder gives every document in it that has versions, plus the
  /// folder's orphans (copies of documents that are not there).
  ///
  /// - Throws: `FileWrapperError` for a path that does not exist or cannot be listed.
  public static func find(in paths: [URL], limits: ReadingLimits = .default)
    throws(FileWrapperError) -> (documents: [DocumentVersions], orphans: [ConflictScan.Copy])
  {
    var documents: [DocumentVersions] = []
    var orphans: [ConflictScan.Copy] = []
    for path in paths {
      if DocumentFormat.declared(byName: path.lastPathComponent) == nil, isFolder(path) {
        let scan = try ConflictScan(folder: path)
        for group in scan.documents where !group.copies.isEmpty {
          documents.append(DocumentVersions(group: group, itemURL: group.itemURL, limits: limits))
        }
        orphans += scan.orphans
      } else {
        documents.append(try DocumentVersions(itemURL: path, limits: limits))
      }
    }
    return (documents, orphans)
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The first error finding of a cheap examination, or why the item cannot be read.
  /// Folders and files named like packages get their format's structure rules; an RTF file
  /// must start with `{\rtf`; other single files (formats docpkg does not read) have none.
  static func problem(of url: URL, limits: ReadingLimits) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return "no such file or folder"
    }
    if !isDirectory.boolValue, DocumentFormat.declared(byName: url.lastPathComponent) == nil {
      guard let type = UTType(filenameExtension: url.pathExtension), type.conforms(to: .rtf)
      else { return nil }
      guard let handle = FileHandle(forReadingAtPath: url.path) else { return "cannot be read" }
      defer { try? handle.close() }
      let head = (try? handle.read(upToCount: 5)) ?? Data()
      return head == Data("{\\rtf".utf8) ? nil : "not RTF data (no {\\rtf header)"
    }
    do {
      let examination = try DocumentExaminer(limits: limits, depth: .summary).examine(url: url)
      return examination.issues.first { $0.severity == .error }.map(\.description)
    } catch {
      return "\(error)"
    }
  }
}
