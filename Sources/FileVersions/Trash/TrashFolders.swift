import DocpkgSystem
import Foundation

/// Creating and checking the folders of a Trash can.
enum TrashFolders {
  /// Makes `url` (and missing parents) as a folder of this user, mode 0700, and checks that
  /// it is a real folder (not a symbolic link) owned by this user.
  static func ensureOwnedFolder(_ url: URL) -> Bool {
    var status = try? FileStatus.of(RawPath(url.path))
    if status == nil {
      let parent = url.deletingLastPathComponent()
      if !exists(parent.path) {
        guard
          (try? FileManager.default.createDirectory(
            at: parent, withIntermediateDirectories: true)) != nil
        else { return false }
      }
      do throws(SystemError) {
        try FileSystem.makeDirectory(RawPath(url.path), permissions: 0o700)
      } catch
        where error.errno != .fileExists
      {
        return false
      } catch {}
      status = try? FileStatus.of(RawPath(url.path))
    }
    guard let status else { return false }
    return status.kind == .directory && status.owner == SystemProcess.userID
  }

  /// Whether something (a link included, not followed) is at `path`.
  static func exists(_ path: String) -> Bool {
    (try? FileStatus.of(RawPath(path))) != nil
  }

  /// `path` made absolute against the working folder, with `.` and `..` resolved.
  static func absolute(_ url: URL) -> URL {
    let path = url.path
    if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
    let cwd = FileManager.default.currentDirectoryPath
    return URL(fileURLWithPath: cwd).appendingPathComponent(path).standardizedFileURL
  }
}
