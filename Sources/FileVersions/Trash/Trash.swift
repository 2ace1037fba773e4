import DocpkgSystem
import FileWrappers
import Foundation

/// A freedesktop.org Trash can (the Trash specification 1.0): `files/` holds trashed items,
/// `info/NAME.trashinfo` says where each came from and when, so a file manager can put it
/// back.
///
/// ``forItem(at:environment:)`` picks the can on the item's own file system, so trashing
/// is one `rename(2)` and never a copy: the home trash (`$XDG_DATA_HOME/Trash`, by default
/// `~/.local/share/Trash`) when the item is on the same file system as it, otherwise
/// `$topdir/.Trash/$uid` when the administrator made a sticky `.Trash` at the top of that
/// file system, otherwise `$topdir/.Trash-$uid` (created, mode 0700). See `Spec/Trash.md`.
///
/// ```swift
/// let trashed = try Trash.forItem(at: url).trashItem(at: url)
/// try Trash.forItem(at: url).restore(trashed)   // undo
/// ```
public struct Trash: Hashable, Sendable {
  /// The can's folder (`…/Trash`, `…/.Trash-1000`).
  public let directory: URL
  /// Whether the info files record paths relative to the file system's top directory
  /// (top-directory cans) rather than absolute paths (the home trash).
  public let topDirectory: URL?

  /// A can at `directory`; `topDirectory` for cans at the top of a file system.
  public init(directory: URL, topDirectory: URL? = nil) {
    self.directory = directory
    self.topDirectory = topDirectory
  }

  /// `directory/files`.
  public var filesDirectory: URL { directory.appendingPathComponent("files", isDirectory: true) }
  /// `directory/info`.
  public var infoDirectory: URL { directory.appendingPathComponent("info", isDirectory: true) }

  /// A can to use instead of the home trash in this task and its children (for tests and
  /// for apps that keep their own can), e.g. `Trash.$homeOverride.withValue(can) { … }`.
  @TaskLocal public static var homeOverride: Trash?

  /// The home trash: ``homeOverride`` when set, else `$XDG_DATA_HOME/Trash`, else
  /// `$HOME/.local/share/Trash`.
  public static func home(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Trash
  {
    if let homeOverride { return homeOverride }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return Trash(directory: URL(fileURLWithPath: data).appendingPathComponent("Trash"))
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return Trash(
      directory: URL(fileURLWithPath: home).appendingPathComponent(".local/share/Trash"))
  }

  /// The can for the item at `url`: the home trash on the same file system, else the
  /// file system's top-directory can (see the type's discussion).
  ///
  /// - Throws: ``TrashError/noSuchItem(path:)``, or ``TrashError/noTrash(path:reason:)``
  ///   when no can on the item's file system can be used.
  public static func forItem(
    at url: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(TrashError) -> Trash {
    guard let item = try? FileStatus.of(RawPath(url.path)) else {
      throw TrashError.noSuchItem(path: url.path)
    }
    let home = home(environment: environment)
    if let device = deviceOfNearestExisting(home.directory), device == item.device {
      return home
    }
    let top = topDirectory(of: url.deletingLastPathComponent(), device: item.device)
    let uid = SystemProcess.userID
    let shared = top.appendingPathComponent(".Trash")
    if let sharedStatus = try? FileStatus.of(RawPath(shared.path)), sharedStatus.isDirectory,
      sharedStatus.permissions & 0o1000 != 0  // the sticky bit
    {
      let mine = shared.appendingPathComponent("\(uid)")
      if TrashFolders.ensureOwnedFolder(mine) {
        return Trash(directory: mine, topDirectory: top)
      }
    }
    let personal = top.appendingPathComponent(".Trash-\(uid)")
    guard TrashFolders.ensureOwnedFolder(personal) else {
      throw TrashError.noTrash(
        path: url.path, reason: "\(personal.path) cannot be created or is not this user's folder")
    }
    return Trash(directory: personal, topDirectory: top)
  }

  /// Moves the item at `url` into the can of its file system
  /// (``forItem(at:environment:)``).
  @discardableResult
  public static func trashItem(
    at url: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(TrashError) -> TrashedItem {
    try forItem(at: url, environment: environment).trashItem(at: url)
  }

  /// The device of `url` or of its nearest existing parent folder.
  private static func deviceOfNearestExisting(_ url: URL) -> UInt64? {
    var current = url.standardizedFileURL
    for _ in 0..<64 {
      if let status = try? FileStatus.following(RawPath(current.path)) { return status.device }
      if current.path == "/" { return nil }
      current = current.deletingLastPathComponent()
    }
    return nil
  }

  /// The highest folder above `folder` still on `device` (the mount point).
  private static func topDirectory(of folder: URL, device: UInt64) -> URL {
    var top = folder.standardizedFileURL
    while top.path != "/" {
      let parent = top.deletingLastPathComponent()
      guard let status = try? FileStatus.following(RawPath(parent.path)), status.device == device
      else { break }
      top = parent
    }
    return top
  }
}
