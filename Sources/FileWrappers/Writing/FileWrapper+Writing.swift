import Foundation

extension FileWrapper {
  /// Writes the wrapper to `url`.
  ///
  /// The tree is written beside `url` (same folder, so same file system) and then swapped
  /// in, so an existing item is replaced in one step; with `.atomic` every file and folder is
  /// also flushed to disk first. Temporaries of interrupted earlier saves are removed.
  ///
  /// - Parameters:
  ///   - url: the destination file URL.
  ///   - options: `.atomic`, `.withNameUpdating`.
  ///   - originalContentsURL: where the wrapper was read from. Regular files unchanged since
  ///     then are hard-linked from there instead of rewritten (copied across file systems).
  /// - Throws: `FileWrapperError` naming the path that failed; the destination is unchanged.
  public func write(
    to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil
  ) throws {
    let destination = RawPath(url.path)
    AtomicReplacement.removeLeftovers(of: destination)
    let temporary = AtomicReplacement.siblingPath(
      of: destination, marker: AtomicReplacement.temporaryMarker)
    var writer = TreeWriter(
      durable: options.contains(.atomic),
      originalRoot: originalContentsURL.map { RawPath($0.path) },
      updateNames: options.contains(.withNameUpdating))
    do {
      try writer.write(self, to: temporary, relative: [])
      try AtomicReplacement.replace(
        destination, with: temporary, durable: options.contains(.atomic))
    } catch {
      try? FileSystem.removeTree(temporary)
      if let error = error as? SystemError { throw error.error(at: destination) }
      throw error
    }
    if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
  }
}
