import DocpkgSystem
import Foundation

/// Where ``NSFileVersion/isResolved`` persists: an extended attribute on the copy itself
/// (`user.docpkg.conflict-resolved`), so the mark moves with the copy and lapses when a
/// save replaces it with a new item. On file systems without user extended attributes the
/// mark goes to `$XDG_STATE_HOME/docpkg/resolved-conflicts` (by default
/// `~/.local/state/…`), one line per copy: device, inode, modification time, path.
enum ResolvedMarks {
  static let attributeName = "user.docpkg.conflict-resolved"

  static func isResolved(_ url: URL) -> Bool {
    var value: UInt8 = 0
    if ExtendedAttributes.get(url.path, attributeName, &value, 1) == 1 {
      return value == UInt8(ascii: "1")
    }
    guard let key = key(for: url) else { return false }
    return stateLines().contains(key)
  }

  static func setResolved(_ url: URL, _ resolved: Bool) {
    if resolved {
      var value = UInt8(ascii: "1")
      if ExtendedAttributes.set(url.path, attributeName, &value, 1, 0) == 0 { return }
    } else {
      _ = ExtendedAttributes.remove(url.path, attributeName)
    }
    updateState(url, resolved: resolved)
  }

  /// `device inode mtime path` for the item at `url`.
  private static func key(for url: URL) -> String? {
    guard let status = try? FileStatus.of(RawPath(url.path)) else { return nil }
    return
      "\(status.device) \(status.inode) \(status.modificationSeconds).\(status.modificationNanoseconds) "
      + url.standardizedFileURL.path
  }

  private static var stateFile: URL {
    let environment = ProcessInfo.processInfo.environment
    let base: URL
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = URL(fileURLWithPath: state)
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
    }
    return base.appendingPathComponent("docpkg/resolved-conflicts")
  }

  private static func stateLines() -> Set<String> {
    guard let data = FileManager.default.contents(atPath: stateFile.path), data.count < 1 << 24
    else { return [] }
    return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
  }

  private static func updateState(_ url: URL, resolved: Bool) {
    guard let key = key(for: url) else { return }
    var lines = stateLines()
    if !resolved && !lines.contains(key) { return }
    if resolved { lines.insert(key) } else { lines.remove(key) }
    // Drop marks of copies that are gone or changed.
    lines = lines.filter { line in
      guard let pathStart = line.split(separator: " ", maxSplits: 3).dropFirst(3).first else {
        return false
      }
      return Self.key(for: URL(fileURLWithPath: String(pathStart))) == line
    }
    let file = stateFile
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let text = lines.sorted().joined(separator: "\n") + "\n"
    try? Data(text.utf8).write(to: file, options: .atomic)
  }
}
