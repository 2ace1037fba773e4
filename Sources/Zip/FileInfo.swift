import DocpkgSystem
import Foundation

/// What `lstat` says about a path (links are never followed), in the terms the zip writer
/// uses: the system layer's `FileStatus` with a `Date`.
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
    let status: FileStatus
    do throws(SystemError) {
      status = try FileStatus.of(RawPath(url.path))
    } catch {
      throw ZipError.io(path: url.path, reason: error.reason)
    }
    switch status.kind {
    case .regular: kind = .file
    case .directory: kind = .directory
    case .symbolicLink: kind = .symbolicLink
    case .other: kind = .other(mode: status.mode)
    }
    size = UInt64(max(0, status.size))
    permissions = status.permissions
    modificationDate = Date(
      timeIntervalSince1970: TimeInterval(status.modificationSeconds)
        + TimeInterval(status.modificationNanoseconds) / 1e9)
  }
}
