import DocpkgSystem
import FileWrappers
import Foundation

/// The conflict copies in one folder, grouped by the document they are versions of.
///
/// Only names are read, plus one `lstat` per copy and per document with copies, so a
/// folder of thousands of documents scans in about the time it takes to list it. Copies
/// whose document is not in the folder are *orphans*, not versions. Hidden names, symbolic
/// links and special files are skipped.
///
/// ```swift
/// let scan = try ConflictScan(folder: URL(fileURLWithPath: "Notes"))
/// for group in scan.documents { print(group.itemURL.lastPathComponent, group.copies.count) }
/// ```
public struct ConflictScan: Sendable {
  /// One conflict copy: where it is and what its name says.
  public struct Copy: Hashable, Sendable {
    /// The copy.
    public var url: URL
    /// What its name says.
    public var conflict: ConflictCopy

    /// Makes a description of a copy.
    public init(url: URL, conflict: ConflictCopy) {
      self.url = url
      self.conflict = conflict
    }
  }

  /// A document with conflict copies (or possible duplicates) beside it.
  public struct Group: Hashable, Sendable {
    /// The document.
    public var itemURL: URL
    /// Its certain conflict copies, oldest name first (sorted by name bytes).
    public var copies: [Copy]
    /// Numbered duplicates (`Note 2.note`) that may be iCloud Drive conflicts or may be
    /// documents of their own.
    public var possibleDuplicates: [Copy]

    /// Makes a group.
    public init(itemURL: URL, copies: [Copy], possibleDuplicates: [Copy]) {
      self.itemURL = itemURL
      self.copies = copies
      self.possibleDuplicates = possibleDuplicates
    }
  }

  /// The scanned folder.
  public var folder: URL
  /// Documents with copies, by name bytes.
  public var documents: [Group]
  /// Copies whose document (after following copies of copies) is not in the folder.
  public var orphans: [Copy]

  /// Scans `folder`.
  ///
  /// - Parameters:
  ///   - folder: the folder whose documents and conflict copies are read.
  ///   - computerNames: names OneDrive may append (default: this machine's).
  /// - Throws: `FileWrapperError.noSuchFile` when `folder` does not exist,
  ///   `.systemCallFailed` when it cannot be listed.
  public init(folder: URL, computerNames: [String] = ConflictCopy.localComputerNames)
    throws(FileWrapperError)
  {
    self.folder = folder
    let names = try FolderListing.names(in: folder)
    let visible = names.filter { !$0.hasPrefix(".") }
    let lowercased = Set(visible.map { $0.lowercased() })
    var byLowercase: [String: String] = [:]
    for name in visible { byLowercase[name.lowercased()] = byLowercase[name.lowercased()] ?? name }
    let exact = Set(visible)
    var groups: [String: Group] = [:]
    var orphans: [Copy] = []
    for name in visible.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      guard
        let conflict = ConflictCopy.detect(
          filename: name, lowercasedSiblings: lowercased, computerNames: computerNames)
      else { continue }
      let url = folder.appendingPathComponent(name)
      guard Self.isVersionKind(url) else { continue }
      let root = ConflictCopy.rootOriginalName(of: conflict)
      let copy = Copy(url: url, conflict: conflict)
      guard let itemName = exact.contains(root) ? root : byLowercase[root.lowercased()],
        itemName != name, Self.isVersionKind(folder.appendingPathComponent(itemName))
      else {
        orphans.append(copy)
        continue
      }
      var group =
        groups[itemName]
        ?? Group(
          itemURL: folder.appendingPathComponent(itemName), copies: [], possibleDuplicates: [])
      if conflict.isCertain {
        group.copies.append(copy)
      } else {
        group.possibleDuplicates.append(copy)
      }
      groups[itemName] = group
    }
    self.documents = groups.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
      .compactMap { groups[$0] }
    self.orphans = orphans
  }

  /// The group of `itemURL` (by name, in its folder), if it has copies.
  public func group(for itemURL: URL) -> Group? {
    let name = itemURL.lastPathComponent
    return documents.first { $0.itemURL.lastPathComponent == name }
  }

  /// Whether the item at `url` can be a version: a regular file or a real folder.
  static func isVersionKind(_ url: URL) -> Bool {
    guard let kind = try? FileStatus.of(RawPath(url.path)).kind else { return false }
    return kind == .regular || kind == .directory
  }
}
