import DocpkgSystem
import FileWrappers
import Foundation

extension Trash {
  /// The most names tried for one trashed item before giving up.
  static let nameAttempts = 10_000

  /// Moves the item at `url` into this can, as the Trash specification says: the info file
  /// is created first (with `O_EXCL`, which claims the name), then the item is renamed into
  /// `files/`. A crash in between leaves an info file without an item, which file managers
  /// ignore and ``items()`` skips; the item itself is always either where it was or in the
  /// can. Symbolic links are moved, never followed.
  ///
  /// - Parameters:
  ///   - url: the item to trash.
  ///   - originalURL: the path to record as the item's origin, when the item stands in for
  ///     another (a document displaced by a version swap records the document's path).
  ///   - date: the deletion date to record.
  /// - Returns: where the item went.
  /// - Throws: ``TrashError``; on any error the item is where it was.
  @discardableResult
  public func trashItem(at url: URL, originalURL: URL? = nil, date: Date = Date())
    throws(TrashError) -> TrashedItem
  {
    let source = TrashFolders.absolute(url)
    guard TrashFolders.exists(source.path) else { throw TrashError.noSuchItem(path: url.path) }
    let root = TrashFolders.absolute(directory).path
    if source.path == root || source.path.hasPrefix(root + "/") {
      throw TrashError.insideTrash(path: url.path)
    }
    guard TrashFolders.ensureOwnedFolder(directory),
      TrashFolders.ensureOwnedFolder(filesDirectory),
      TrashFolders.ensureOwnedFolder(infoDirectory)
    else {
      throw TrashError.noTrash(
        path: url.path, reason: "\(directory.path) cannot be created or is not this user's folder")
    }
    let origin = TrashFolders.absolute(originalURL ?? url).path
    let recorded: String
    if let topDirectory, origin.hasPrefix(TrashFolders.absolute(topDirectory).path + "/") {
      recorded = String(origin.dropFirst(TrashFolders.absolute(topDirectory).path.count + 1))
    } else {
      recorded = origin
    }
    let info = Array(TrashInfo.text(path: recorded, date: date).utf8)
    let (stem, pathExtension) = FileNameParts.split(
      URL(fileURLWithPath: origin).lastPathComponent)
    for attempt in 0..<Self.nameAttempts {
      let name = FileNameParts.join(attempt == 0 ? stem : "\(stem) \(attempt + 1)", pathExtension)
      let infoURL = infoDirectory.appendingPathComponent(name + ".trashinfo")
      let trashedURL = filesDirectory.appendingPathComponent(name)
      let descriptor: FileDescriptor
      do throws(Errno) {
        descriptor = try FileDescriptor.open(
          infoURL.path, .writeOnly, options: [.create, .exclusiveCreate, .noFollow, .closeOnExec],
          permissions: 0o600)
      } catch {
        if error == .fileExists { continue }
        throw TrashError.systemCallFailed(
          path: infoURL.path, call: "open", reason: error.description)
      }
      do throws(Errno) {
        try descriptor.writeAll(info)
        try descriptor.sync()
        try descriptor.close()
      } catch {
        try? descriptor.close()  // already failing; the info file is removed below
        try? FileSystem.removeFile(RawPath(infoURL.path))
        throw TrashError.systemCallFailed(
          path: infoURL.path, call: "write", reason: error.description)
      }
      // An item left in files/ by a crash before its info file existed keeps its name.
      if TrashFolders.exists(trashedURL.path) {
        try? FileSystem.removeFile(RawPath(infoURL.path))  // an unused info file
        continue
      }
      do throws(SystemError) {
        try FileSystem.rename(RawPath(source.path), to: RawPath(trashedURL.path))
      } catch {
        try? FileSystem.removeFile(RawPath(infoURL.path))  // the item stays where it was
        if error.errno == .noSuchFileOrDirectory { throw TrashError.noSuchItem(path: url.path) }
        if error.errno == .crossDevice {
          throw TrashError.noTrash(path: url.path, reason: "the Trash is on another file system")
        }
        throw TrashError.systemCallFailed(path: url.path, call: "rename", reason: error.reason)
      }
      ItemSwap.syncParent(of: trashedURL)
      ItemSwap.syncParent(of: source)
      return TrashedItem(
        trashedURL: trashedURL, infoURL: infoURL, originalPath: origin, deletionDate: date)
    }
    throw TrashError.noTrash(
      path: url.path, reason: "no free name after \(Self.nameAttempts) tries")
  }

  /// The items in this can that have an info file, in name order.
  public func items() -> [TrashedItem] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: infoDirectory.path)) ?? []
    var result: [TrashedItem] = []
    for infoName in names.sorted() where infoName.hasSuffix(".trashinfo") {
      let infoURL = infoDirectory.appendingPathComponent(infoName)
      guard let data = FileManager.default.contents(atPath: infoURL.path), data.count < 65_536,
        let parsed = TrashInfo.parse(String(decoding: data, as: UTF8.self))
      else { continue }
      let name = String(infoName.dropLast(".trashinfo".count))
      let trashedURL = filesDirectory.appendingPathComponent(name)
      guard TrashFolders.exists(trashedURL.path) else { continue }
      let path =
        parsed.path.hasPrefix("/") || topDirectory == nil
        ? parsed.path
        : TrashFolders.absolute(topDirectory ?? directory).appendingPathComponent(parsed.path).path
      result.append(
        TrashedItem(
          trashedURL: trashedURL, infoURL: infoURL, originalPath: path,
          deletionDate: parsed.date))
    }
    return result
  }

  /// Puts a trashed item back where it came from and removes its info file.
  ///
  /// - Throws: ``TrashError/originalExists(path:)`` when something is at the original path
  ///   (nothing is overwritten), ``TrashError/noSuchItem(path:)`` when the item is gone.
  public func restore(_ item: TrashedItem) throws(TrashError) {
    guard TrashFolders.exists(item.trashedURL.path) else {
      throw TrashError.noSuchItem(path: item.trashedURL.path)
    }
    if TrashFolders.exists(item.originalPath) {
      throw TrashError.originalExists(path: item.originalPath)
    }
    // link-free "rename unless exists": a folder cannot be hard-linked, so check, then rename.
    do throws(SystemError) {
      try FileSystem.rename(RawPath(item.trashedURL.path), to: RawPath(item.originalPath))
    } catch {
      throw TrashError.systemCallFailed(
        path: item.originalPath, call: "rename", reason: error.reason)
    }
    try? FileSystem.removeFile(RawPath(item.infoURL.path))  // the item is back either way
  }
}
