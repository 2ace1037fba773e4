import DocpkgSystem
import Foundation

/// A file-system node — regular file, directory or symbolic link — held in memory, with
/// Apple's `FileWrapper` API so document code ports between macOS and Linux.
///
/// Reading is lazy by default: names, kinds, sizes and dates are read, contents are mapped or
/// read on first access. Writing can be atomic and incremental.
///
/// ```swift
/// let package = try FileWrapper(url: noteURL, options: [])
/// let text = try package.fileWrappers?["Text.rtf"]?.contents()
/// package.addRegularFile(withContents: Data("hi".utf8), preferredFilename: "notes.txt")
/// try package.write(to: noteURL, options: .atomic, originalContentsURL: noteURL)
/// ```
open class FileWrapper {
  /// What the wrapper holds.
  enum Storage {
    case regular(RegularFileStorage)
    case directory
    case symbolicLink(URL)
  }

  var storage: Storage
  /// Children of a directory wrapper by unique key.
  var children: [String: FileWrapper] = [:]
  /// The directory this wrapper was last added to.
  weak var parent: FileWrapper?
  /// What `lstat` said when this wrapper was read from disk.
  var diskStatus: FileStatus?
  /// For each path this wrapper (the root of a read or a save) was read from or written to,
  /// which item was there then; a save back to one of them checks it is still there.
  var savedLocations: [RawPath: ItemIdentity] = [:]
  /// Explicit POSIX permissions; `nil` means the default for new items.
  var permissions: UInt16?
  /// The modification date to report and to write.
  var modificationDate: Date?
  /// Set when `fileAttributes` was assigned, so the item is rewritten rather than linked.
  var attributesEdited = false
  /// The exact on-disk name bytes, kept while `preferredFilename` is unchanged (for names
  /// that are not valid UTF-8).
  var rawName: [UInt8]?
  /// The symbolic link destination bytes as read (for destinations not valid UTF-8).
  var rawLinkDestination: [UInt8]?
  private var storedPreferredFilename: String?

  /// Problems found while this wrapper (the root of a read) was read: links pointing outside
  /// the package, names that are not UTF-8, items that were skipped. Empty for wrappers made
  /// in memory.
  public internal(set) var problems: [PackageProblem] = []

  init(storage: Storage) {
    self.storage = storage
  }

  /// A directory wrapper holding `childrenByPreferredName`. Children without a preferred
  /// filename take their key as one; keys that collide get Apple's `N__#$!@%!#__name` form.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    storage = .directory
    for key in childrenByPreferredName.keys.sorted() {
      guard let child = childrenByPreferredName[key] else { continue }
      if child.preferredFilename == nil { child.preferredFilename = key }
      _ = addFileWrapper(child)
    }
  }

  /// A regular-file wrapper holding `contents`, dated now.
  public init(regularFileWithContents contents: Data) {
    storage = .regular(RegularFileStorage(data: contents))
    modificationDate = Date()
  }

  /// A symbolic-link wrapper pointing at `url` (its path is stored as the link text).
  public init(symbolicLinkWithDestinationURL url: URL) {
    storage = .symbolicLink(url)
  }

  /// Reads the item at `url` (without following a final symbolic link).
  ///
  /// - Parameters:
  ///   - url: a file URL.
  ///   - options: `.immediate` to read all contents now, `.withoutMapping` to never map.
  ///   - limits: bounds for untrusted packages.
  /// - Throws: `FileWrapperError` naming the path.
  public convenience init(
    url: URL, options: ReadingOptions = [], limits: ReadingLimits = .default
  ) throws {
    self.init(storage: .directory)
    try read(from: url, options: options, limits: limits)
    preferredFilename = url.lastPathComponent
    filename = url.lastPathComponent
  }

  /// The name the wrapper would like to have in its parent. Changing it re-keys the child
  /// in its parent directory (with a collision key when the name is taken).
  open var preferredFilename: String? {
    get { storedPreferredFilename }
    set {
      guard newValue != storedPreferredFilename else { return }
      storedPreferredFilename = newValue
      rawName = nil
      parent?.rekey(self)
    }
  }

  /// The name the wrapper was last read from or written to.
  open var filename: String?

  /// Whether the wrapper is a directory.
  open var isDirectory: Bool {
    if case .directory = storage { return true }
    return false
  }

  /// Whether the wrapper is a regular file.
  open var isRegularFile: Bool {
    if case .regular = storage { return true }
    return false
  }

  /// Whether the wrapper is a symbolic link.
  open var isSymbolicLink: Bool {
    if case .symbolicLink = storage { return true }
    return false
  }

  /// The children of a directory wrapper by unique key; `nil` for other kinds.
  open var fileWrappers: [String: FileWrapper]? {
    isDirectory ? children : nil
  }

  /// The contents of a regular-file wrapper, loading them on first access; `nil` for other
  /// kinds or when loading fails (use `contents()` to learn why).
  open var regularFileContents: Data? {
    try? contents()
  }

  /// The contents of a regular-file wrapper, loading (mapping) them on first access.
  ///
  /// - Throws: `FileWrapperError.contentsChanged` or `.fileVanished` when the file on disk
  ///   is no longer the one that was read, `.notARegularFile` for other kinds.
  open func contents() throws -> Data {
    guard case .regular(var regular) = storage else {
      throw FileWrapperError.notARegularFile(path: filename ?? preferredFilename ?? "")
    }
    if let data = regular.data { return data }
    let data = try regular.load()
    storage = .regular(regular)
    return data
  }

  /// The destination of a symbolic-link wrapper; `nil` for other kinds.
  open var symbolicLinkDestinationURL: URL? {
    if case .symbolicLink(let url) = storage { return url }
    return nil
  }

  /// The size in bytes of a regular file's contents without loading them, when known.
  public var regularFileSize: Int64? {
    guard case .regular(let regular) = storage else { return nil }
    if let data = regular.data { return Int64(data.count) }
    return regular.source?.status.size ?? regular.provider?.size
  }
}
