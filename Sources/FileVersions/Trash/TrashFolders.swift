import DocpkgSystem
import Foundation

/// Creating and checking the folders of a Trash can.
enum TrashFolders {
  /// Makes `url` (and missing parents) as a folder of this user, mode 0700, and checks that
  /// it is a real folder (not a symbolic link) owned by this user.
  static func ensureOwnedFolder(_ url: URL) -> Bool {
    var status = stat()
    if lstat(url.path, &status) != 0 {
      let parent = url.deletingLastPathComponent()
      var parentStatus = stat()
      if lstat(parent.path, &parentStatus) != 0 {
        guard
          (try? FileManager.default.createDirectory(
            at: parent, withIntermediateDirectories: true)) != nil
        else { return false }
      }
      if mkdir(url.path, 0o700) != 0 && errno != EEXIST { return false }
      guard lstat(url.path, &status) == 0 else { return false }
    }
    return status.st_mode & S_IFMT == S_IFDIR && status.st_uid == getuid()
  }

  /// `path` made absolute against the working folder, with `.` and `..` resolved.
  static func absolute(_ url: URL) -> URL {
    let path = url.path
    if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
    let cwd = FileManager.default.currentDirectoryPath
    return URL(fileURLWithPath: cwd).appendingPathComponent(path).standardizedFileURL
  }
}
