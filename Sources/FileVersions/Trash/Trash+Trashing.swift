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
    var status = stat()
    guard lstat(source.path, &status) == 0 else { throw TrashError.noSuchItem(path: url.path) }
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
      let descriptor = open(
        infoURL.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw TrashError.systemCallFailed(
          path: infoURL.path, call: "open", reason: String(cString: strerror(errno)))
      }
      let written = info.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      let synced = fsync(descriptor) == 0
      close(descriptor)
      guard written == info.count, synced else {
        unlink(infoURL.path)
        throw TrashError.systemCallFailed(
          path: infoURL.path, call: "write", reason: String(cString: strerror(errno)))
      }
      // An item left in files/ by a crash before its info file existed keeps its name.
      var existing = stat()
      if lstat(trashedURL.path, &existing) == 0 {
        unlink(infoURL.path)
        continue
      }
      if rename(source.path, trashedURL.path) != 0 {
        let code = errno
        unlink(infoURL.path)
        if code == ENOENT { throw TrashError.noSuchItem(path: url.path) }
        if code == EXDEV {
          throw TrashError.noTrash(path: url.path, reason: "the Trash is on another file system")
        }
        throw TrashError.systemCallFailed(
          path: url.path, call: "rename", reason: String(cString: strerror(code)))
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
      var status = stat()
      guard lstat(trashedURL.path, &status) == 0 else { continue }
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
    var status = stat()
    guard lstat(item.trashedURL.path, &status) == 0 else {
      throw TrashError.noSuchItem(path: item.trashedURL.path)
    }
    if lstat(item.originalPath, &status) == 0 {
      throw TrashError.originalExists(path: item.originalPath)
    }
    // link-free "rename unless exists": a folder cannot be hard-linked, so check, then rename.
    if rename(item.trashedURL.path, item.originalPath) != 0 {
      throw TrashError.systemCallFailed(
        path: item.originalPath, call: "rename", reason: String(cString: strerror(errno)))
    }
    unlink(item.infoURL.path)
  }
}
