import DocpkgSystem
import FileWrappers
import Foundation

/// Opening a package folder lazily and looking up its entries with the checks every format
/// shares: a required entry is present and of the right kind, never a symbolic link,
/// its name is safe.
struct PackageFolder {
  /// The package as given by the caller (for messages).
  let path: String
  /// The folder read lazily.
  let root: FileWrapper

  /// Reads the folder at `url` lazily. A final symbolic link is resolved first; a regular
  /// file is `.notAPackage`.
  init(url: URL, limits: ReadingLimits) throws(DocumentPackageError) {
    path = url.path
    let info: FileStatus
    do throws(SystemError) { info = try FileStatus.following(RawPath(url.path)) } catch {
      if error.errno == .noSuchFileOrDirectory || error.errno == .notDirectory {
        throw DocumentPackageError(path: path, cause: .notFound)
      }
      throw DocumentPackageError(
        path: path,
        cause: .underlying(reason: error.reason, category: .missing))
    }
    guard info.isDirectory else {
      let type = DocumentFormat.packageType(ofExtensionOf: url.path, registry: .shared)
      throw DocumentPackageError(path: path, cause: .notAPackage(type: type?.identifier))
    }
    let resolved = url.resolvingSymlinksInPath()
    do {
      root = try FileWrapper(url: resolved, options: [], limits: limits)
    } catch {
      throw DocumentPackageError.wrapping(error, path: path)
    }
  }

  /// Wraps an existing in-memory root.
  init(path: String, root: FileWrapper) {
    self.path = path
    self.root = root
  }

  /// The regular file `name` directly inside `folder` (the root by default).
  ///
  /// - Throws: `.missingEntry`, `.linkOutsidePackage` / `.wrongKind` for links and folders.
  static func regularFile(
    _ name: String, in folder: FileWrapper, displayPath: String, packagePath: String
  ) throws(DocumentPackageError) -> FileWrapper {
    guard let child = folder.fileWrappers?[name] else {
      throw DocumentPackageError(path: packagePath, cause: .missingEntry(name: displayPath))
    }
    try requireRegular(child, displayPath: displayPath, packagePath: packagePath)
    return child
  }

  /// The bytes of the regular file `name` at the top of `folder`, errors naming `name`.
  static func topLevelContents(
    _ name: String, in folder: FileWrapper, packagePath: String
  ) throws(DocumentPackageError) -> Data {
    let file = try regularFile(name, in: folder, displayPath: name, packagePath: packagePath)
    return try contents(of: file, displayPath: name, packagePath: packagePath)
  }

  /// Throws unless `child` is a regular file: a symbolic link is reported as leaving the
  /// package (absolute or climbing out) or as the wrong kind.
  static func requireRegular(
    _ child: FileWrapper, displayPath: String, packagePath: String
  ) throws(DocumentPackageError) {
    if let destination = child.symbolicLinkDestinationURL {
      let text = destination.path
      let climbs = text.hasPrefix("/") || text.split(separator: "/").contains("..")
      if climbs {
        throw DocumentPackageError(
          path: packagePath, cause: .linkOutsidePackage(name: displayPath, destination: text))
      }
      throw DocumentPackageError(
        path: packagePath, cause: .wrongKind(name: displayPath, expected: "regular file"))
    }
    guard child.isRegularFile else {
      throw DocumentPackageError(
        path: packagePath, cause: .wrongKind(name: displayPath, expected: "regular file"))
    }
  }

  /// The contents of a regular-file wrapper, errors naming `displayPath`.
  static func contents(
    of wrapper: FileWrapper, displayPath: String, packagePath: String
  ) throws(DocumentPackageError) -> Data {
    do {
      return try wrapper.contents()
    } catch {
      throw DocumentPackageError.wrapping(error, path: packagePath + "/" + displayPath)
    }
  }

  /// The bytes of the attachment `name`, stored as `wrapper` (`nil` when there is none):
  /// it must be a regular file, and errors name `displayPath`.
  ///
  /// - Throws: `.noSuchAttachment`, the errors of ``requireRegular(_:displayPath:packagePath:)``,
  ///   or a reading error.
  static func attachmentContents(
    _ wrapper: FileWrapper?, name: String, displayPath: String, packagePath: String
  ) throws(DocumentPackageError) -> Data {
    guard let wrapper else {
      throw DocumentPackageError(path: packagePath, cause: .noSuchAttachment(name: name))
    }
    try requireRegular(wrapper, displayPath: displayPath, packagePath: packagePath)
    return try contents(of: wrapper, displayPath: displayPath, packagePath: packagePath)
  }

  /// The first `limit + 1` bytes of the file at `url` (all of it when it is smaller), so a
  /// caller sees a file over `limit` without reading the rest.
  ///
  /// - Throws: the error of opening or reading the file.
  static func bytes(of url: URL, limit: Int) throws -> Data {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    return try handle.read(upToCount: limit + 1) ?? Data()
  }

  /// Whether `name` is a single safe path component.
  static func requireSafeName(
    _ name: String, displayPath: String, packagePath: String
  ) throws(DocumentPackageError) {
    guard SafeName.isSafe(name) else {
      throw DocumentPackageError(path: packagePath, cause: .unsafeName(name: displayPath))
    }
  }

  /// Keys of `folder` in byte order of their UTF-8 (Spec: attachment order).
  static func sortedKeys(of folder: FileWrapper) -> [String] {
    (folder.fileWrappers?.keys.map { $0 } ?? []).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
  }
}
