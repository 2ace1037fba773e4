import DocpkgSystem
import Foundation

/// Writes a wrapper tree to a path that does not exist yet. Unchanged files read from the
/// original package are hard-linked (copied across file systems) instead of rewritten.
struct TreeWriter {
  /// `fsync` every file and folder written.
  var durable: Bool
  /// The package the wrapper was read from, enabling hard links.
  var originalRoot: RawPath?
  /// Set `filename` on every wrapper written.
  var updateNames: Bool
  /// What the write did, for tests and reports.
  private(set) var linkedFiles = 0
  private(set) var copiedFiles = 0
  private(set) var writtenFiles = 0

  mutating func write(
    _ wrapper: FileWrapper, to path: RawPath, relative: [[UInt8]]
  ) throws {
    do {
      try writeItem(wrapper, to: path, relative: relative)
    } catch let error as SystemError {
      throw error.error(at: path)
    }
  }

  private mutating func writeItem(
    _ wrapper: FileWrapper, to path: RawPath, relative: [[UInt8]]
  ) throws {
    switch wrapper.storage {
    case .regular(let regular):
      let mode = mode_t(wrapper.permissions ?? 0o666)
      if let source = linkableSource(of: wrapper, regular: regular, relative: relative) {
        if (try? FileSystem.hardLink(source, to: path)) != nil {
          linkedFiles += 1
          return
        }
        try FileSystem.copyFile(from: source, to: path, permissions: mode)
        copiedFiles += 1
      } else {
        let data = try wrapper.contents()
        let descriptor = try FileSystem.open(
          path, .writeOnly, options: [.create, .exclusiveCreate, .noFollow, .closeOnExec],
          permissions: mode)
        defer { try? descriptor.close() }  // durable saves fsync first, which reports errors
        try data.withUnsafeBytes { bytes in
          try FileSystem.writeAll(descriptor.rawValue, bytes)
        }
        if durable {
          do throws(Errno) { try descriptor.sync() } catch {
            throw SystemError(call: "fsync", errno: error)
          }
        }
        writtenFiles += 1
      }
      try applyAttributes(of: wrapper, to: path)
    case .directory:
      try FileSystem.makeDirectory(path, permissions: 0o700)
      for key in wrapper.children.keys.sorted() {
        guard let child = wrapper.children[key] else { continue }
        let name = try Self.nameBytes(for: child, key: key, in: path)
        try write(child, to: path.appending(name), relative: relative + [name])
        if updateNames { child.filename = key }
      }
      if durable { try FileSystem.sync(path) }
      try applyAttributes(of: wrapper, to: path, defaultPermissions: 0o777)
    case .symbolicLink(let url):
      var destination = wrapper.rawLinkDestination ?? Array(url.path.utf8)
      if let raw = wrapper.rawLinkDestination, String(decoding: raw, as: UTF8.self) != url.path {
        destination = Array(url.path.utf8)
      }
      try FileSystem.makeSymbolicLink(at: path, destination: destination)
    }
  }

  /// The on-disk name for `child` stored under `key`: its raw bytes when it was read with a
  /// name that is not UTF-8 and is still stored under that name, else the key.
  static func nameBytes(for child: FileWrapper, key: String, in path: RawPath) throws -> [UInt8] {
    if let raw = child.rawName, child.preferredFilename == key,
      String(decoding: raw, as: UTF8.self) == key
    {
      return raw
    }
    let bytes = Array(key.utf8)
    if bytes.isEmpty || key == "." || key == ".." || bytes.contains(0)
      || bytes.contains(UInt8(ascii: "/"))
    {
      throw FileWrapperError.invalidName(path: path.display, name: key)
    }
    return bytes
  }

  /// The original file to link, when the wrapper's contents are still exactly that file.
  private func linkableSource(
    of wrapper: FileWrapper, regular: RegularFileStorage, relative: [[UInt8]]
  ) -> RawPath? {
    guard let originalRoot, let source = regular.source, !wrapper.attributesEdited else {
      return nil
    }
    var expected = originalRoot
    for component in relative { expected = expected.appending(component) }
    guard expected == source.path,
      let now = try? FileStatus.of(source.path), now.kind == .regular,
      now.isUnchanged(comparedTo: source.status)
    else { return nil }
    return source.path
  }

  /// Sets permissions and modification time as the wrapper records them.
  private func applyAttributes(
    of wrapper: FileWrapper, to path: RawPath, defaultPermissions: UInt16? = nil
  ) throws(SystemError) {
    if let permissions = wrapper.permissions ?? defaultPermissions.map({ $0 & ~currentUmask() }) {
      try FileSystem.setPermissions(path, mode_t(permissions))
    }
    if let date = wrapper.modificationDate {
      var modified = FileTime(secondsSince1970: date.timeIntervalSince1970)
      if let status = wrapper.diskStatus, !wrapper.attributesEdited {
        modified = FileTime(
          seconds: status.modificationSeconds, nanoseconds: status.modificationNanoseconds)
      }
      try FileSystem.setTimes(path, modified: modified)  // the access time is kept
    }
  }

  private func currentUmask() -> UInt16 {
    UInt16(FileSystem.creationMask)
  }
}
