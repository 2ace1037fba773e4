import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `lstat` says about a path (links are never followed).
struct FileInfo {
  enum Kind: Equatable {
    case file
    case directory
    case symbolicLink
    case other(mode: UInt32)
  }

  var kind: Kind
  var size: UInt64
  var permissions: UInt16
  var modificationDate: Date

  init(_ url: URL) throws {
    var status = stat()
    guard lstat(url.path, &status) == 0 else {
      throw ZipError.io(path: url.path, reason: errnoText())
    }
    let mode = UInt32(status.st_mode)
    switch mode & ZipFormat.typeMask {
    case ZipFormat.typeRegular: kind = .file
    case ZipFormat.typeDirectory: kind = .directory
    case ZipFormat.typeSymlink: kind = .symbolicLink
    default: kind = .other(mode: mode)
    }
    size = UInt64(max(0, status.st_size))
    permissions = UInt16(mode & 0o7777)
    modificationDate = Date(
      timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec)
        + TimeInterval(status.st_mtim.tv_nsec) / 1e9)
  }
}
