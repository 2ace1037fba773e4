import DocpkgSystem

/// Decides the type of paths on disk: by extension like Apple does, and by content, reading at
/// most `ContentSniffer.prefixLength` bytes of each file.
///
/// ```swift
/// let report = try FileTypeResolver().report(forPath: "Trip.note")
/// report.kind                   // .package
/// report.effectiveType          // com.docpkg.note
/// ```
public struct FileTypeResolver: Sendable {
  /// The registry extensions are looked up in.
  public var registry: UTTypeRegistry

  /// Creates a resolver using `registry` (the shared one by default).
  public init(registry: UTTypeRegistry = .shared) {
    self.registry = registry
  }

  /// Examines `path`: `stat`, then for a file one read of the first bytes.
  /// - Throws: `FileTypeError` when the path does not exist or cannot be read.
  public func report(forPath path: String) throws(FileTypeError) -> FileTypeReport {
    let info: FileStatus
    do throws(SystemError) { info = try FileStatus.following(RawPath(path)) } catch {
      let code = error.errno
      if code == .noSuchFileOrDirectory || code == .notDirectory { throw .notFound(path: path) }
      throw .cannotOpen(path: path, errno: code.rawValue)
    }
    let pathExtension = Self.pathExtension(of: path)
    if info.kind == .directory {
      return directoryReport(path: path, pathExtension: pathExtension)
    }
    let declared = pathExtension.flatMap {
      registry.type(tag: $0, tagClass: .filenameExtension, conformingTo: .data)
    }
    guard info.kind == .regular else {
      // Reading a FIFO or a device could block or never end.
      return FileTypeReport(
        path: path, kind: .special, declaredType: declared, sniffedType: nil, agreement: .unknown)
    }
    let head = try Self.readPrefix(path: path, length: ContentSniffer.prefixLength)
    let sniffed = ContentSniffer.type(ofContents: head.bytes, isPartial: head.isPartial)
    return FileTypeReport(
      path: path, kind: .file, declaredType: declared, sniffedType: sniffed,
      agreement: FileTypeReport.agreement(declared: declared, sniffed: sniffed))
  }

  /// The type of the bytes of an in-memory file named `name`, without touching the disk.
  public func report(forName name: String, contents: [UInt8]) -> FileTypeReport {
    let declared = Self.pathExtension(of: name).flatMap {
      registry.type(tag: $0, tagClass: .filenameExtension, conformingTo: .data)
    }
    let sniffed = ContentSniffer.type(ofContents: contents)
    return FileTypeReport(
      path: name, kind: .file, declaredType: declared, sniffedType: sniffed,
      agreement: FileTypeReport.agreement(declared: declared, sniffed: sniffed))
  }

  /// A directory is a package when its extension's declared type conforms to
  /// `com.apple.package` or its contents show one (``FolderSniffer``), otherwise a folder
  /// typed by its extension's directory type or `public.folder`.
  private func directoryReport(path: String, pathExtension: String?) -> FileTypeReport {
    let declared = pathExtension.flatMap {
      registry.declaredTypes(tag: $0, tagClass: .filenameExtension, conformingTo: .directory)
        .first
    }
    let isPackage = declared?.conforms(to: .package) ?? false
    if !isPackage, let sniffed = FolderSniffer.type(ofFolderAt: path) {
      // A package by its contents (`FolderSniffer`): the sniffed type answers unless the
      // name declares another directory type.
      return FileTypeReport(
        path: path, kind: .package, declaredType: declared, sniffedType: sniffed,
        agreement: .unknown)
    }
    return FileTypeReport(
      path: path, kind: isPackage ? .package : .folder, declaredType: declared ?? .folder,
      sniffedType: nil, agreement: .unknown)
  }

  /// The extension of the last path component, without the dot; `nil` when there is none
  /// (including dot files such as `.profile`).
  static func pathExtension(of path: String) -> String? {
    var utf8 = Substring(path).utf8
    while utf8.last == UInt8(ascii: "/") { utf8 = utf8.dropLast() }
    let name = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8[utf8.index(after: $0)...] } ?? utf8
    guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else {
      return nil
    }
    let ext = name[name.index(after: dot)...]
    return ext.isEmpty ? nil : String(Substring(ext))
  }

  /// Reads up to `length` bytes from the start of the file.
  static func readPrefix(path: String, length: Int) throws(FileTypeError)
    -> (bytes: [UInt8], isPartial: Bool)
  {
    // O_NONBLOCK: a regular file ignores it, and a file swapped for a FIFO after `stat`
    // cannot block the read.
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(path, .readOnly, options: [.closeOnExec, .nonBlocking])
    } catch {
      throw .cannotOpen(path: path, errno: error.rawValue)
    }
    defer { try? descriptor.close() }  // read-only: a close error loses nothing
    // One byte more than needed tells whether the file goes on.
    var buffer = [UInt8](repeating: 0, count: length + 1)
    var filled = 0
    reading: while filled < buffer.count {
      let result = buffer.withUnsafeMutableBytes { raw in
        Result { () throws(Errno) in
          try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[filled...]))
        }
      }
      switch result {
      case .success(0), .failure(.wouldBlock): break reading
      case .success(let count): filled += count
      case .failure(let error): throw .readFailed(path: path, errno: error.rawValue)
      }
    }
    let isPartial = filled > length
    buffer.removeSubrange(min(filled, length)...)
    return (buffer, isPartial)
  }
}
