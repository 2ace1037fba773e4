import Foundation

extension ZipWriter {
  /// Adds a folder and everything below it, sorted by path (byte order), as entries under
  /// `prefix`.
  ///
  /// Symbolic links and special files are refused, never followed.
  /// - Throws: `ZipError.symbolicLink`, `ZipError.specialFile`, `ZipError.io`, or any
  ///   writer error.
  public func addContents(ofDirectory directory: URL, prefix: String) throws {
    var items: [(path: String, url: URL, isDirectory: Bool)] = []
    try collect(directory, relative: prefix, into: &items)
    items.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    for item in items {
      if item.isDirectory {
        let info = try FileInfo(item.url)
        try addDirectory(
          path: item.path, modificationDate: info.modificationDate, permissions: info.permissions)
      } else {
        try addFile(path: item.path, contentsOf: item.url)
      }
    }
  }

  /// Zips the folder at `directory` to `url` atomically; with `includingRootFolder`
  /// (the default, as macOS's Compress does) entries sit under the folder's own name.
  ///
  /// - Throws: `ZipError`.
  public static func archive(
    directory: URL, to url: URL, includingRootFolder: Bool = true, options: Options = Options()
  ) throws {
    let writer = try ZipWriter(writingTo: url, options: options)
    try writer.addTree(directory, includingRootFolder: includingRootFolder)
    try writer.finish()
  }

  /// Zips the folder at `directory` in memory.
  ///
  /// - Throws: `ZipError`.
  public static func archive(
    directory: URL, includingRootFolder: Bool = true, options: Options = Options()
  ) throws -> Data {
    let writer = ZipWriter(options: options)
    try writer.addTree(directory, includingRootFolder: includingRootFolder)
    return try writer.finish() ?? Data()
  }

  private func addTree(_ directory: URL, includingRootFolder: Bool) throws {
    let info = try FileInfo(directory)
    guard info.kind == .directory else {
      throw ZipError.io(path: directory.path, reason: "not a folder")
    }
    if includingRootFolder {
      let name = directory.standardizedFileURL.lastPathComponent
      try addDirectory(
        path: name, modificationDate: info.modificationDate, permissions: info.permissions)
      try addContents(ofDirectory: directory, prefix: name)
    } else {
      try addContents(ofDirectory: directory, prefix: "")
    }
  }

  private func collect(
    _ directory: URL, relative: String,
    into items: inout [(path: String, url: URL, isDirectory: Bool)]
  ) throws {
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
      throw ZipError.io(path: directory.path, reason: "cannot list: \(error.localizedDescription)")
    }
    for name in names {
      let url = directory.appendingPathComponent(name)
      let path = relative.isEmpty ? name : relative + "/" + name
      switch try FileInfo(url).kind {
      case .file: items.append((path, url, false))
      case .directory:
        items.append((path, url, true))
        try collect(url, relative: path, into: &items)
      case .symbolicLink: throw ZipError.symbolicLink(entry: path)
      case .other(let mode): throw ZipError.specialFile(entry: path, mode: mode)
      }
    }
  }
}
