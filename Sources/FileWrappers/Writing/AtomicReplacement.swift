import DocpkgSystem

/// Puts a finished temporary in place of a destination so that, whenever the process dies,
/// the destination is the complete old or the complete new item.
///
/// Temporaries are siblings of the destination named `.NAME.docpkg-tmp-PID-N`; a replaced
/// old directory waits as `.NAME.docpkg-old-PID-N` until it is removed. Both are removed by
/// the next save to the same destination (unless their process is still running) and are
/// reported by inspection.
enum AtomicReplacement {
  static let temporaryMarker = ".docpkg-tmp-"
  static let oldMarker = ".docpkg-old-"

  /// A fresh sibling path for `destination` with `marker`.
  static func siblingPath(of destination: RawPath, marker: String) -> RawPath {
    TemporarySibling.path(beside: destination, marker: marker)
  }

  /// Removes temporaries that earlier saves to `destination` left when their process died
  /// (those of saves still running, in this process or another one, are kept).
  static func removeLeftovers(of destination: RawPath) {
    let prefix = "." + String(decoding: destination.lastComponent, as: UTF8.self)
    TemporarySibling.removeAbandoned(in: destination.parent) { name in
      guard name.hasPrefix(prefix) else { return nil }
      let rest = name.dropFirst(prefix.count)
      for marker in [temporaryMarker, oldMarker] where rest.hasPrefix(marker) {
        return TemporarySibling.owner(leading: rest.dropFirst(marker.count))
      }
      return nil
    }
  }

  /// Moves `temporary` to `destination`, replacing what is there, then removes the old item.
  static func replace(_ destination: RawPath, with temporary: RawPath, durable: Bool)
    throws(SystemError)
  {
    let existing = try? FileStatus.of(destination)
    if let existing, existing.kind == .directory {
      try replaceDirectory(destination, with: temporary, durable: durable)
    } else if let existing, let new = try? FileStatus.of(temporary),
      existing.inode == new.inode, existing.device == new.device
    {
      // An unchanged file saved over itself was hard-linked to the temporary; rename(2)
      // between two links of one file does nothing, so drop the extra link instead.
      try? FileSystem.removeFile(temporary)  // a leftover link is removed by the next save
    } else {
      do throws(SystemError) { try FileSystem.rename(temporary, to: destination) } catch {
        // Another process created a folder here since the check (two first saves racing):
        // replace it like any existing folder.
        let code = error.errno
        guard code == .directoryNotEmpty || code == .fileExists || code == .isDirectory,
          (try? FileStatus.of(destination))?.kind == .directory
        else { throw error }
        try replaceDirectory(destination, with: temporary, durable: durable)
      }
    }
    if durable { try FileSystem.sync(destination.parent) }
  }

  /// Swaps `temporary` with the folder at `destination`, then removes the old folder.
  private static func replaceDirectory(
    _ destination: RawPath, with temporary: RawPath, durable: Bool
  )
    throws(SystemError)
  {
    if try FileSystem.exchange(temporary, destination) {
      if durable { try FileSystem.sync(destination.parent) }
      // The save is done; an old tree that cannot be removed now (a read-only folder in
      // it, say) stays as a leftover temporary for the next save to retry.
      try? FileSystem.removeTree(temporary)
    } else {
      // No RENAME_EXCHANGE: move the old item aside first. A crash between the two renames
      // leaves the old package under the `-old-` name; the gap is two rename(2) calls.
      let old = siblingPath(of: destination, marker: oldMarker)
      try FileSystem.rename(destination, to: old)
      try FileSystem.rename(temporary, to: destination)
      if durable { try FileSystem.sync(destination.parent) }
      try? FileSystem.removeTree(old)
    }
  }
}
