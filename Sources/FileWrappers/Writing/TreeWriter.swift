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
        if link(source.cString, path.cString) == 0 {
          linkedFiles += 1
          return
        }
        try FileSystem.copyFile(from: source, to: path, permissions: mode)
        copiedFiles += 1
      } else {
        let data = try wrapper.contents()
        let descriptor = open(
          path.cString, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        if descriptor < 0 { throw SystemError(call: "open", errno: errno) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { bytes in
          try FileSystem.writeAll(descriptor, bytes)
        }
        if durable && fsync(descriptor) != 0 { throw SystemError(call: "fsync", errno: errno) }
        writtenFiles += 1
      }
      try applyAttributes(of: wrapper, to: path)
    case .directory:
      if mkdir(path.cString, 0o700) != 0 { throw SystemError(call: "mkdir", errno: errno) }
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
      if symlink(RawPath(bytes: destination).cString, path.cString) != 0 {
        throw SystemError(call: "symlink", errno: errno)
      }
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
      if chmod(path.cString, mode_t(permissions)) != 0 {
        throw SystemError(call: "chmod", errno: errno)
      }
    }
    if let date = wrapper.modificationDate {
      let interval = date.timeIntervalSince1970
      let seconds = interval.rounded(.down)
      var times = [
        timespec(tv_sec: 0, tv_nsec: (1 << 30) - 2),  // UTIME_OMIT: keep the access time
        timespec(tv_sec: Int(seconds), tv_nsec: Int((interval - seconds) * 1e9)),
      ]
      if let status = wrapper.diskStatus, !wrapper.attributesEdited {
        times[1] = timespec(
          tv_sec: Int(status.modificationSeconds), tv_nsec: Int(status.modificationNanoseconds))
      }
      if utimensat(AT_FDCWD, path.cString, &times, AT_SYMLINK_NOFOLLOW) != 0 {
        throw SystemError(call: "utimensat", errno: errno)
      }
    }
  }

  private func currentUmask() -> UInt16 {
    let mask = umask(0o022)
    umask(mask)
    return UInt16(mask)
  }
}
