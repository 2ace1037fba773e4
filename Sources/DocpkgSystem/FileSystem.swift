#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The thin layer over POSIX calls that reading and writing use. Nothing here follows a
/// symbolic link unless it says so.
package enum FileSystem {
  /// One directory entry: its raw name, `lstat` result and, for a link, its destination.
  package struct Entry {
    /// The entry's name in its folder, as raw bytes.
    package var name: [UInt8]
    /// What `lstat` said of it.
    package var status: FileStatus
    /// A symbolic link's target as raw bytes; `nil` for anything else.
    package var linkDestination: [UInt8]?
  }

  /// Opens the directory `name` inside the open directory `parent` (or `path` itself when
  /// `parent` is `AT_FDCWD`) without following a link.
  package static func openDirectory(_ name: [CChar], in parent: Int32) throws(SystemError) -> Int32
  {
    let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if descriptor < 0 { throw SystemError(call: "open", errno: errno) }
    return descriptor
  }

  /// Opens the directory `path` without following a link.
  package static func openDirectory(_ path: RawPath) throws(SystemError) -> Int32 {
    try openDirectory(path.cString, in: AT_FDCWD)
  }

  /// Closes a descriptor from `openDirectory` (a read-only close loses nothing if it fails).
  package static func closeDirectory(_ descriptor: Int32) {
    _ = close(descriptor)
  }

  /// Lists `path` (which must be a real directory, not a link to one), sorted by name bytes.
  package static func listDirectory(_ path: RawPath) throws(SystemError) -> [Entry] {
    let descriptor = try openDirectory(path.cString, in: AT_FDCWD)
    defer { close(descriptor) }
    return try listDirectory(descriptor: descriptor)
  }

  /// Lists the open directory `descriptor` (which stays open), sorted by name bytes, with
  /// `fstatat` and `readlinkat` relative to it. Entries that vanish while listing are skipped.
  package static func listDirectory(descriptor: Int32) throws(SystemError) -> [Entry] {
    let duplicate = dup(descriptor)
    if duplicate < 0 { throw SystemError(call: "dup", errno: errno) }
    guard let directory = fdopendir(duplicate) else {
      let code = errno
      close(duplicate)
      throw SystemError(call: "fdopendir", errno: code)
    }
    defer { closedir(directory) }
    var entries: [Entry] = []
    var linkBuffer = [CChar](repeating: 0, count: 4096)
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { throw SystemError(call: "readdir", errno: errno) }
        break
      }
      var raw = stat()
      let listed: Entry? = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: CChar.self, capacity: 256) { chars -> Entry? in
          let length = strlen(chars)
          if length == 1 && chars[0] == 0x2E { return nil }
          if length == 2 && chars[0] == 0x2E && chars[1] == 0x2E { return nil }
          if fstatat(descriptor, chars, &raw, AT_SYMLINK_NOFOLLOW) != 0 { return nil }
          let status = FileStatus(raw)
          var destination: [UInt8]?
          if status.kind == .symbolicLink {
            let count = readlinkat(descriptor, chars, &linkBuffer, linkBuffer.count)
            if count < 0 { return nil }
            destination = linkBuffer[0..<count].map { UInt8(bitPattern: $0) }
          }
          let name = [UInt8](UnsafeRawBufferPointer(start: chars, count: length))
          return Entry(name: name, status: status, linkDestination: destination)
        }
      }
      if let listed { entries.append(listed) }
    }
    entries.sort { $0.name.lexicographicallyPrecedes($1.name) }
    return entries
  }

  /// The destination of the symbolic link at `path`, as raw bytes.
  package static func readLink(_ path: RawPath) throws(SystemError) -> [UInt8] {
    var capacity = 1024
    while true {
      var buffer = [CChar](repeating: 0, count: capacity)
      let count = readlink(path.cString, &buffer, capacity)
      if count < 0 { throw SystemError(call: "readlink", errno: errno) }
      if count < capacity { return buffer[0..<count].map { UInt8(bitPattern: $0) } }
      capacity *= 4
      if capacity > 1 << 20 { throw SystemError(call: "readlink", errno: ENAMETOOLONG) }
    }
  }

  /// Writes all of `bytes` to `descriptor`, continuing after short writes.
  package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer)
    throws(SystemError)
  {
    do throws(Errno) {
      try FileDescriptor(rawValue: descriptor).writeAll(bytes)
    } catch {
      throw SystemError(call: "write", errno: error)
    }
  }

  /// Copies the regular file `source` to the new file `destination` (used when a hard link
  /// is impossible, e.g. across file systems).
  package static func copyFile(
    from source: RawPath, to destination: RawPath, permissions: mode_t
  ) throws(SystemError) {
    let input = try open(source, .readOnly, options: [.noFollow, .closeOnExec])
    defer { try? input.close() }  // read-only: a close error loses nothing
    let output = try open(
      destination, .writeOnly, options: [.create, .exclusiveCreate, .noFollow, .closeOnExec],
      permissions: permissions)
    defer { try? output.close() }  // the caller syncs the copy, which reports write errors
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count: Int
      do throws(Errno) { count = try input.read(into: buffer) } catch {
        throw SystemError(call: "read", errno: error)
      }
      if count == 0 { break }
      try writeAll(output.rawValue, UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
    }
  }

  /// `open(2)` of `path` with the error as a `SystemError`.
  package static func open(
    _ path: RawPath, _ mode: FileDescriptor.AccessMode, options: Set<FileDescriptor.OpenOption>,
    permissions: mode_t = 0o644
  ) throws(SystemError) -> FileDescriptor {
    do throws(Errno) {
      return try FileDescriptor.open(
        path.cString, mode, options: options, permissions: permissions)
    } catch {
      throw SystemError(call: "open", errno: error)
    }
  }

  /// Flushes `path` (a file or directory) to stable storage.
  package static func sync(_ path: RawPath) throws(SystemError) {
    let descriptor = try open(path, .readOnly, options: [.noFollow, .closeOnExec])
    defer { try? descriptor.close() }  // after fsync a close error loses nothing
    do throws(Errno) { try descriptor.sync() } catch  where error != .invalidArgument {
      throw SystemError(call: "fsync", errno: error)
    } catch {}
  }

  /// Removes `path` and, for a directory, everything inside it, never following links.
  package static func removeTree(_ path: RawPath) throws(SystemError) {
    let status = try FileStatus.of(path)
    if status.kind == .directory {
      for entry in try listDirectory(path) {
        try removeTree(path.appending(entry.name))
      }
      if rmdir(path.cString) != 0 { throw SystemError(call: "rmdir", errno: errno) }
    } else if unlink(path.cString) != 0 {
      throw SystemError(call: "unlink", errno: errno)
    }
  }

  /// Swaps two paths in one step with `renameat2(RENAME_EXCHANGE)`.
  /// - Returns: `false` when the kernel, C library or file system does not support it.
  package static func exchange(_ first: RawPath, _ second: RawPath) throws(SystemError) -> Bool {
    switch RenameAt2.rename(first.cString, second.cString, flags: RenameAt2.exchange) {
    case nil: return false
    case .success: return true
    case .failure(let error) where RenameAt2.isUnsupported(error): return false
    case .failure(let error): throw SystemError(call: "renameat2", errno: error)
    }
  }
}
