import Foundation

/// Apple's older path-based `FileWrapper` methods (deprecated on macOS since 10.10, still
/// found in document code ported from there), each in terms of its URL-based successor.
extension FileWrapper {
  /// Reads the item at `path`, lazily; `nil` when it cannot be read.
  public convenience init?(path: String) {
    try? self.init(url: URL(fileURLWithPath: path), options: [])
  }

  /// A symbolic-link wrapper whose link text is `path`.
  public convenience init(symbolicLinkWithDestination path: String) {
    self.init(symbolicLinkWithDestinationURL: URL(fileURLWithPath: path))
  }

  /// Whether the item at `path` differs from what this wrapper was read from, so that
  /// `update(fromPath:)` would change it: `!matchesContents(of:)`.
  ///
  /// The item is compared by kind and modification date (within a second, as Apple does),
  /// regular files also by size, folders by their child names, recursively. A wrapper made in
  /// memory, or one whose item is gone or unreadable, needs updating.
  public func needsToBeUpdated(fromPath path: String) -> Bool {
    !matchesContents(of: URL(fileURLWithPath: path))
  }

  /// Re-reads the wrapper from `path` when `needsToBeUpdated(fromPath:)` says so.
  /// - Returns: `true` when the wrapper was re-read; `false` when it already matched or the
  ///   item cannot be read (the wrapper is then unchanged).
  public func update(fromPath path: String) -> Bool {
    guard needsToBeUpdated(fromPath: path) else { return false }
    do {
      try read(from: URL(fileURLWithPath: path), options: [])
      return true
    } catch {
      return false
    }
  }

  /// Writes the wrapper to `path` as `write(to:options:originalContentsURL:)` does.
  /// - Parameters:
  ///   - path: the file-system path written to.
  ///   - atomicFlag: `true` for `.atomic`.
  ///   - updateFilenamesFlag: `true` for `.withNameUpdating`.
  /// - Returns: whether the write succeeded (use `write(to:options:originalContentsURL:)` to
  ///   learn why not).
  public func write(
    toFile path: String, atomically atomicFlag: Bool, updateFilenames updateFilenamesFlag: Bool
  )
    -> Bool
  {
    var options: WritingOptions = []
    if atomicFlag { options.insert(.atomic) }
    if updateFilenamesFlag { options.insert(.withNameUpdating) }
    do {
      try write(to: URL(fileURLWithPath: path), options: options, originalContentsURL: nil)
      return true
    } catch {
      return false
    }
  }

  /// Adds a symbolic-link child pointing at `path`, named `filename`.
  /// - Returns: the child's key (with a collision prefix when the name is taken).
  @discardableResult
  public func addSymbolicLink(withDestination path: String, preferredFilename filename: String)
    -> String
  {
    addFileWrapper(FileWrapper(symbolicLinkWithDestination: path), named: filename)
  }

  /// The link text of a symbolic-link wrapper; the empty string for other kinds (where Apple
  /// raises an exception).
  public func symbolicLinkDestination() -> String {
    symbolicLinkDestinationURL?.path ?? ""
  }
}
