import DocpkgSystem
import Foundation

extension ZipArchive {
  /// Extracts every entry into a new folder at `destination`, all or nothing.
  ///
  /// Entries are written into a private temporary folder beside `destination` (created
  /// `0700`, files opened with `O_CREAT | O_EXCL | O_NOFOLLOW`), which is renamed to
  /// `destination` only when every entry has been inflated and verified. On any error the
  /// temporary folder is removed, so nothing partial is left and nothing is ever written
  /// outside it. Permissions come from the archive, limited to `0o755` and always
  /// owner-writable; modification dates come from the archive.
  ///
  /// - Parameter destination: a path that must not exist yet; its parent must exist.
  /// - Throws: `ZipError.destinationExists`, `ZipError.io`, or any reading error.
  public func extract(to destination: URL) throws {
    let target = destination.standardizedFileURL
    if (try? FileStatus.of(RawPath(target.path))) != nil {
      throw ZipError.destinationExists(path: target.path)
    }
    SiblingTemporary.removeStale(beside: target, marker: "unzip")
    let staging = SiblingTemporary.url(beside: target, marker: "unzip")
    try makeFolder(staging.path)
    do {
      try extractEntries(into: staging)
      try moveIntoPlace(staging, target)
    } catch {
      try? FileManager.default.removeItem(at: staging)
      throw error
    }
  }

  private func extractEntries(into root: URL) throws {
    var total: UInt64 = 0
    var folders: [(path: String, entry: ZipEntry?)] = []
    var created: Set<String> = []
    for entry in entries.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
      let components = entry.path.split(separator: "/").map(String.init)
      let parents = entry.kind == .directory ? components : Array(components.dropLast())
      var relative = ""
      for component in parents {
        relative = relative.isEmpty ? component : relative + "/" + component
        if created.insert(relative).inserted {
          try makeFolder(root.appendingPathComponent(relative).path)
          folders.append((relative, nil))
        }
      }
      switch entry.kind {
      case .directory:
        if let index = folders.lastIndex(where: { $0.path == entry.path }) {
          folders[index].entry = entry
        }
      case .file:
        try writeFile(entry, to: root.appendingPathComponent(entry.path).path, total: &total)
      }
    }
    // Deepest first, so a read-only folder never blocks work inside it.
    for folder in folders.reversed() {
      let path = root.appendingPathComponent(folder.path).path
      let mode = (folder.entry?.permissions ?? 0o755) & 0o755 | 0o700
      try? FileSystem.setPermissions(RawPath(path), mode_t(mode))  // best effort, as before
      if let entry = folder.entry { setModificationDate(path: path, entry.modificationDate) }
    }
  }

  private func makeFolder(_ path: String) throws {
    do throws(SystemError) { try FileSystem.makeDirectory(RawPath(path), permissions: 0o700) } catch
    {
      throw ZipError.io(path: path, reason: "cannot create folder: \(error.reason)")
    }
  }

  private func writeFile(_ entry: ZipEntry, to path: String, total: inout UInt64) throws {
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(
        path, .writeOnly, options: [.create, .exclusiveCreate, .noFollow, .closeOnExec],
        permissions: 0o600)
    } catch {
      throw ZipError.io(path: path, reason: "cannot create file: \(error)")
    }
    defer { try? descriptor.close() }
    let limit = limits.maxTotalUncompressedBytes
    var written = total
    try stream(entry) { chunk in
      written += UInt64(chunk.count)
      if written > limit { throw ZipError.totalSizeExceeded(total: written, limit: limit) }
      try writeAll(descriptor, chunk, path: path)
    }
    total = written
    // Best effort, as before: the bytes are written; mode and time are the archive's wish.
    try? descriptor.setPermissions(mode_t(entry.permissions & 0o755 | 0o600))
    let stamp = FileTime(seconds: Int64(entry.modificationDate.timeIntervalSince1970))
    try? descriptor.setTimes(accessed: stamp, modified: stamp)
  }

  private func writeAll(_ descriptor: FileDescriptor, _ bytes: UnsafeRawBufferPointer, path: String)
    throws
  {
    do {
      try descriptor.writeAll(bytes)
    } catch {
      throw ZipError.io(path: path, reason: "write failed: \(error)")
    }
  }

  private func setModificationDate(path: String, _ date: Date) {
    let stamp = FileTime(seconds: Int64(date.timeIntervalSince1970))
    try? FileSystem.setTimes(RawPath(path), accessed: stamp, modified: stamp)  // best effort
  }

  private func moveIntoPlace(_ staging: URL, _ target: URL) throws {
    // link-free no-replace rename: refuse if the destination appeared meanwhile.
    if (try? FileStatus.of(RawPath(target.path))) != nil {
      throw ZipError.destinationExists(path: target.path)
    }
    do throws(SystemError) {
      try FileSystem.rename(RawPath(staging.path), to: RawPath(target.path))
    } catch {
      throw ZipError.io(path: target.path, reason: "cannot move into place: \(error.reason)")
    }
  }
}
