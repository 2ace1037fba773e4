import DocpkgSystem
import FileVersions
import Foundation
import UniformTypes

/// Finds the documents under a query's search scopes and reads their attributes.
///
/// A document is a regular file or a package (a folder whose name has an extension); other
/// folders are searched, to ``maximumDepth`` levels. Hidden names (`.…`), symbolic links,
/// special files and sync clients' conflict copies (which are versions of their document,
/// not documents) are skipped. At most ``maximumItems`` documents are gathered.
struct MetadataScanner {
  /// One document found.
  struct Found {
    var path: String
    var fingerprint: Fingerprint
    var values: [String: Any]
  }

  /// What changes when a document's contents or name do.
  struct Fingerprint: Equatable {
    var inode: UInt64
    var device: UInt64
    var size: Int64
    var newestModification: Int64
    var hasConflicts: Bool
  }

  /// The result of one scan.
  struct Result {
    var documents: [String: Found] = [:]
    /// The folders searched and the packages found: what to watch.
    var folders: [String] = []
  }

  static let maximumDepth = 16
  static let maximumItems = 1_000_000
  static let maximumPackageEntries = 100_000

  var ubiquityContainer: String?
  /// Attributes already known, by path, with the fingerprint they were read at: reused
  /// when the fingerprint is unchanged (a rescan then costs little more than listing).
  var known: [String: (Fingerprint, [String: Any])] = [:]

  /// Scans each folder of `scopes`.
  func scan(_ scopes: [String]) -> Result {
    var result = Result()
    for scope in scopes { scanFolder(scope, depth: 0, into: &result) }
    return result
  }

  private func scanFolder(_ folder: String, depth: Int, into result: inout Result) {
    guard depth <= Self.maximumDepth,
      let entries = try? FileSystem.listDirectory(RawPath(folder))
    else { return }
    result.folders.append(folder)
    let names = entries.map { String(decoding: $0.name, as: UTF8.self) }
    let lowercased = Set(names.map { $0.lowercased() })
    var conflicted: Set<String> = []
    var documents: [(String, FileStatus)] = []
    for (name, entry) in zip(names, entries) where !name.hasPrefix(".") {
      switch entry.status.kind {
      case .regular, .directory:
        if let copy = ConflictCopy.detect(filename: name, lowercasedSiblings: lowercased),
          copy.isCertain
        {
          conflicted.insert(ConflictCopy.rootOriginalName(of: copy))
          continue
        }
        if entry.status.isDirectory && (name as NSString).pathExtension.isEmpty {
          scanFolder(folder + "/" + name, depth: depth + 1, into: &result)
        } else {
          documents.append((name, entry.status))
        }
      default: continue
      }
    }
    for (name, status) in documents where result.documents.count < Self.maximumItems {
      let path = folder + "/" + name
      let found = describe(
        path: path, name: name, status: status, hasConflicts: conflicted.contains(name))
      result.documents[path] = found
      if status.isDirectory { result.folders.append(path) }
    }
  }

  private func describe(path: String, name: String, status: FileStatus, hasConflicts: Bool)
    -> Found
  {
    var size = status.size
    var newest = status.modificationSeconds * 1_000_000_000 + status.modificationNanoseconds
    if status.isDirectory {
      var budget = Self.maximumPackageEntries
      size = 0
      Self.sumPackage(path, depth: 0, size: &size, newest: &newest, budget: &budget)
    }
    let fingerprint = Fingerprint(
      inode: status.inode, device: status.device, size: size, newestModification: newest,
      hasConflicts: hasConflicts)
    if let (previous, values) = known[path], previous == fingerprint {
      return Found(path: path, fingerprint: fingerprint, values: values)
    }
    let url = URL(fileURLWithPath: path, isDirectory: status.isDirectory)
    let modified = Date(timeIntervalSince1970: Double(newest) / 1e9)
    let created =
      (try? FileManager.default.attributesOfItem(atPath: path))?[.creationDate] as? Date
    let type = Self.contentType(name: name, isDirectory: status.isDirectory)
    var values: [String: Any] = [
      NSMetadataItemFSNameKey: name,
      NSMetadataItemDisplayNameKey: (name as NSString).deletingPathExtension,
      NSMetadataItemURLKey: url,
      NSMetadataItemPathKey: path,
      NSMetadataItemFSSizeKey: size,
      NSMetadataItemFSCreationDateKey: created ?? modified,
      NSMetadataItemFSContentChangeDateKey: modified,
      NSMetadataItemContentTypeKey: type.identifier,
      NSMetadataItemContentTypeTreeKey: [type.identifier]
        + type.supertypes.map(\.identifier)
        .sorted(),
      NSMetadataUbiquitousItemHasUnresolvedConflictsKey: hasConflicts,
    ]
    let ubiquitous = ubiquityContainer.map { path.hasPrefix($0 + "/") } ?? false
    values[NSMetadataItemIsUbiquitousKey] = ubiquitous
    if ubiquitous {
      values[NSMetadataUbiquitousItemIsUploadedKey] = true
      values[NSMetadataUbiquitousItemIsUploadingKey] = false
      values[NSMetadataUbiquitousItemIsDownloadedKey] = true
      values[NSMetadataUbiquitousItemIsDownloadingKey] = false
      values[NSMetadataUbiquitousItemDownloadingStatusKey] =
        NSMetadataUbiquitousItemDownloadingStatusCurrent
    }
    return Found(path: path, fingerprint: fingerprint, values: values)
  }

  private static func sumPackage(
    _ path: String, depth: Int, size: inout Int64, newest: inout Int64, budget: inout Int
  ) {
    guard depth < maximumDepth, budget > 0,
      let entries = try? FileSystem.listDirectory(RawPath(path))
    else { return }
    for entry in entries {
      budget -= 1
      if budget <= 0 { return }
      let status = entry.status
      newest = max(
        newest, status.modificationSeconds * 1_000_000_000 + status.modificationNanoseconds)
      if status.isDirectory {
        let child = path + "/" + String(decoding: entry.name, as: UTF8.self)
        sumPackage(child, depth: depth + 1, size: &size, newest: &newest, budget: &budget)
      } else if status.kind == .regular {
        size += status.size
      }
    }
  }

  static func contentType(name: String, isDirectory: Bool) -> UTType {
    let pathExtension = (name as NSString).pathExtension
    if !pathExtension.isEmpty, let type = UTType(filenameExtension: pathExtension) {
      return type
    }
    return isDirectory ? .folder : .data
  }

  /// The attributes of the one document at `url`, or `nil` when nothing is there.
  static func attributes(of url: URL) -> [String: Any]? {
    let path = url.path
    guard let status = try? FileStatus.of(RawPath(path)) else { return nil }
    let folder = url.deletingLastPathComponent().path
    let names =
      (try? FileSystem.listDirectory(RawPath(folder)))?.map {
        String(decoding: $0.name, as: UTF8.self)
      } ?? []
    let lowercased = Set(names.map { $0.lowercased() })
    let name = url.lastPathComponent
    let hasConflicts = names.contains { sibling in
      guard let copy = ConflictCopy.detect(filename: sibling, lowercasedSiblings: lowercased),
        copy.isCertain
      else { return false }
      return ConflictCopy.rootOriginalName(of: copy) == name
    }
    let scanner = MetadataScanner(
      ubiquityContainer: UbiquityContainer.configuredURL()?.standardizedFileURL.path)
    return scanner.describe(
      path: path, name: name, status: status, hasConflicts: hasConflicts
    ).values
  }
}
