import DocpkgSystem
import Foundation
import Imaging

/// The per-user thumbnail cache of the freedesktop.org Thumbnail Managing Standard, shared
/// with GNOME, KDE, Xfce and every GLib program: `thumbnails/<size>/<md5 of URI>.png`, each
/// PNG carrying `Thumb::URI` and `Thumb::MTime` (the original's modification time), and
/// `thumbnails/fail/<application>/` for originals that could not be thumbnailed.
///
/// ```swift
/// let cache = try FreedesktopThumbnailCache(application: "docpkg", version: "0.1.0")
/// let entry = try cache.entry(forFileAt: "Trip.note", size: .large)
/// if cache.state(of: entry) == .missing { try cache.store(png, for: entry) }
/// ```
public struct FreedesktopThumbnailCache: Sendable {
  /// What the cache holds for an original.
  public enum State: Sendable, Equatable {
    /// A thumbnail whose `Thumb::URI` and `Thumb::MTime` (and `Thumb::Size`, when present)
    /// match the original.
    case fresh
    /// This application failed on this version of the original before.
    case failed
    /// No valid thumbnail: none, another file's, or one made before the original changed.
    case missing
  }

  /// The `thumbnails` folder.
  public var root: URL
  /// `Software` in stored thumbnails, e.g. `docpkg 0.1.0`.
  public var software: String
  /// The folder under `fail/` for this application's failure records, e.g. `docpkg-0.1.0`.
  public var failureFolderName: String

  /// The cache at `root` (default `$XDG_CACHE_HOME/thumbnails`, else `$HOME/.cache/thumbnails`).
  /// - Throws: ``ThumbnailCacheError/noCacheFolder`` when neither variable is absolute.
  public init(
    application: String, version: String, root: URL? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(ThumbnailCacheError) {
    if let root {
      self.root = root
    } else if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      self.root = URL(fileURLWithPath: cache).appendingPathComponent("thumbnails")
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      self.root = URL(fileURLWithPath: home).appendingPathComponent(".cache/thumbnails")
    } else {
      throw .noCacheFolder
    }
    software = "\(application) \(version)"
    failureFolderName = "\(application)-\(version)"
  }

  /// The folder holding thumbnails of `size`.
  public func folder(for size: ThumbnailCacheSize) -> URL {
    root.appendingPathComponent(size.rawValue)
  }

  /// This application's failure folder.
  public var failureFolder: URL {
    root.appendingPathComponent("fail").appendingPathComponent(failureFolderName)
  }

  /// Where the thumbnail of the file at `path` (relative to the working directory or
  /// absolute) goes, with the facts its keys record.
  /// - Throws: ``ThumbnailCacheError/originalUnreadable(path:reason:)`` when `stat` fails.
  public func entry(forFileAt path: String, size: ThumbnailCacheSize) throws(ThumbnailCacheError)
    -> Entry
  {
    let absolute = FileURI.canonicalPath(
      path, relativeTo: FileManager.default.currentDirectoryPath)
    let info: FileStatus
    do throws(SystemError) { info = try FileStatus.following(RawPath(absolute)) } catch {
      throw .originalUnreadable(path: path, reason: error.reason)
    }
    let uri = FileURI.string(forAbsolutePath: absolute)
    guard let digest = MD5Digest.hex(uri.utf8) else { throw .digestUnavailable }
    return Entry(
      uri: uri, modificationTime: info.modificationSeconds, byteCount: info.size,
      thumbnail: folder(for: size).appendingPathComponent(digest + ".png"),
      failure: failureFolder.appendingPathComponent(digest + ".png"))
  }

  /// Whether the cache already answers for `entry` (a fresh thumbnail or a fresh failure).
  public func state(of entry: Entry) -> State {
    if entry.matches(keys(at: entry.thumbnail)) { return .fresh }
    if entry.matches(keys(at: entry.failure)) { return .failed }
    return .missing
  }

  /// Creates the cache folders for `size` (and the failure folder) with mode `0700`, as the
  /// standard asks for a private cache.
  /// - Throws: ``ThumbnailCacheError/folderNotCreatable(path:reason:)``.
  public func createFolders(for size: ThumbnailCacheSize) throws(ThumbnailCacheError) {
    // `$XDG_CACHE_HOME` itself may not exist yet on a fresh account.
    let parent = root.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: parent, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .folderNotCreatable(path: parent.path, reason: "\(error.localizedDescription)")
    }
    for folder in [root, folder(for: size), root.appendingPathComponent("fail"), failureFolder] {
      do throws(SystemError) {
        try FileSystem.makeDirectory(RawPath(folder.path), permissions: 0o700)
      } catch  where error.errno != .fileExists {
        throw .folderNotCreatable(path: folder.path, reason: error.reason)
      } catch {}
      guard (try? FileStatus.following(RawPath(folder.path)))?.isDirectory == true else {
        throw .folderNotCreatable(path: folder.path, reason: "not a folder")
      }
    }
  }

  /// Stores `png` (any PNG) as the thumbnail of `entry`, adding the standard's keys, mode
  /// `0600`, atomically; removes a failure record of the same original.
  /// - Throws: `ImageFileError` or `PNGEncodingError` (Imaging).
  public func store(_ png: Data, for entry: Entry) throws {
    let tagged = try PNGTextChunks.inserting(entry.textChunks(software: software), into: png)
    try AtomicFileWriter.write(tagged, to: entry.thumbnail, permissions: 0o600)
    try? FileSystem.removeFile(RawPath(entry.failure.path))  // usually there is none
  }

  /// Records that `entry`'s original could not be thumbnailed: a 1 × 1 PNG with the keys in
  /// the failure folder, so later runs do not try again until the original changes.
  /// - Throws: `ImageFileError` or `PNGEncodingError` (Imaging).
  public func recordFailure(for entry: Entry) throws {
    var options = PNGEncoder.Options()
    options.textChunks = entry.textChunks(software: software)
    let png = try PNGEncoder.encode(Image(width: 1, height: 1, layout: .rgba), options: options)
    try AtomicFileWriter.write(png, to: entry.failure, permissions: 0o600)
  }

  private func keys(at url: URL) -> [String: String] {
    guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return [:] }
    return PNGTextChunks.read(from: data)
  }
}
