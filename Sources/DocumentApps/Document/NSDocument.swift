import FileWrappers
import Foundation

/// A document backed by a file or package: AppKit's `NSDocument`, its reading, writing,
/// change-count and autosave methods, for the model layer of Mac document apps on Linux.
///
/// Override ``data(ofType:)`` and ``read(from:ofType:)-(Data,_)`` for a flat file, or
/// ``fileWrapper(ofType:)`` and ``read(from:ofType:)-(FileWrapper,_)`` for a package:
///
/// ```swift
/// final class TextDocument: NSDocument {
///   var text = ""
///   override func data(ofType typeName: String) throws -> Data { Data(text.utf8) }
///   override func read(from data: Data, ofType typeName: String) throws {
///     text = String(decoding: data, as: UTF8.self)
///   }
/// }
/// let document = try TextDocument(contentsOf: url, ofType: "public.plain-text")
/// ```
///
/// Saves are atomic and coordinated through docpkg's `NSFileCoordinator`. With
/// ``autosavesInPlace`` true, a change is saved ``autosavingDelay`` seconds later. No
/// windows, panels or document controller: the UI part of AppKit stays on the Mac.
/// Spec/AppleAPI/UIDocument.md, "NSDocument".
open class NSDocument: NSObject, NSFilePresenter, @unchecked Sendable {
  let lock = NSLock()
  let access = DispatchQueue(label: "docpkg.NSDocument.access")
  var url: URL?
  var type: String?
  var modificationDate: Date?
  var changeCount = 0
  var autosavePending = false
  var fingerprint: DocumentFile.Fingerprint?
  var monitor: FolderMonitor?

  /// The queue file-coordination notifications are delivered on.
  public let presentedItemOperationQueue: OperationQueue = {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    return queue
  }()

  /// Seconds between a change and its autosave (Apple's `NSDocumentController`
  /// `autosavingDelay`, default 30 s; per document here).
  public var autosavingDelay: TimeInterval = 30

  /// An empty, untitled document.
  public override init() {
    super.init()
  }

  /// A new empty document of type `typeName`.
  public convenience init(type typeName: String) throws {
    self.init()
    fileType = typeName
  }

  /// The document read from `url`.
  ///
  /// - Throws: what ``read(from:ofType:)-(URL,_)`` throws.
  public convenience init(contentsOf url: URL, ofType typeName: String) throws {
    self.init()
    fileURL = url
    fileType = typeName
    try coordinatedRead(url, ofType: typeName)
    startWatching()
  }

  deinit {
    monitor?.stop()
  }

  /// Whether the document saves itself over its file after changes (Apple's default is
  /// `false`; subclasses return `true`).
  open class var autosavesInPlace: Bool { false }

  /// The document's file, `nil` while untitled.
  open var fileURL: URL? {
    get { lock.withLock { url } }
    set { lock.withLock { url = newValue?.standardizedFileURL } }
  }

  /// The document's type identifier.
  open var fileType: String? {
    get { lock.withLock { type } }
    set { lock.withLock { type = newValue } }
  }

  /// When the file was last read or saved by this document.
  open var fileModificationDate: Date? {
    get { lock.withLock { modificationDate } }
    set { lock.withLock { modificationDate = newValue } }
  }

  /// The file name without extension, or "Untitled".
  open var displayName: String {
    fileURL?.deletingPathExtension().lastPathComponent ?? "Untitled"
  }

  /// Whether there are unsaved changes.
  open var isDocumentEdited: Bool { lock.withLock { changeCount != 0 } }

  /// The item presented, for the file coordinator.
  open var presentedItemURL: URL? { fileURL }

  /// Records a change; with ``autosavesInPlace`` a `.changeDone` schedules an autosave.
  open func updateChangeCount(_ change: ChangeType) {
    let delay: TimeInterval? = lock.withLock {
      switch change {
      case .changeDone, .changeRedone: changeCount += 1
      case .changeUndone: changeCount -= 1
      case .changeCleared, .changeReadOtherContents, .changeAutosaved: changeCount = 0
      case .changeDiscardable: break
      }
      guard Self.autosavesInPlace, changeCount != 0, !autosavePending, url != nil else {
        return nil
      }
      autosavePending = true
      return autosavingDelay
    }
    if let delay {
      access.asyncAfter(deadline: .now() + delay) { [weak self] in
        guard let self else { return }
        lock.withLock { autosavePending = false }
        autosave(withImplicitCancellability: false) { _ in }
      }
    }
  }

  /// Reads the document from `url`: a package through ``read(from:ofType:)-(FileWrapper,_)``,
  /// a file through ``read(from:ofType:)-(Data,_)``.
  open func read(from url: URL, ofType typeName: String) throws {
    switch try DocumentFile.read(url) {
    case let wrapper as FileWrapper: try read(from: wrapper, ofType: typeName)
    case let data as Data:
      try read(from: FileWrapper(regularFileWithContents: data), ofType: typeName)
    default: throw DocumentError.readFailed(path: url.path, reason: "neither file nor package")
    }
  }

  /// Reads the document from a wrapper: the default passes a regular file's contents to
  /// ``read(from:ofType:)-(Data,_)``.
  open func read(from fileWrapper: FileWrapper, ofType typeName: String) throws {
    guard let data = fileWrapper.regularFileContents else {
      throw DocumentError.notImplemented(method: "read(from: FileWrapper, ofType:)")
    }
    try read(from: data, ofType: typeName)
  }

  /// Reads the document from a flat file's contents. Subclasses override it (or the
  /// wrapper variant).
  open func read(from data: Data, ofType typeName: String) throws {
    throw DocumentError.notImplemented(method: "read(from: Data, ofType:)")
  }

  /// The document's contents as one file. Subclasses override it (or
  /// ``fileWrapper(ofType:)``).
  open func data(ofType typeName: String) throws -> Data {
    throw DocumentError.notImplemented(method: "data(ofType:)")
  }

  /// The document's contents as a wrapper: the default wraps ``data(ofType:)``.
  open func fileWrapper(ofType typeName: String) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: try data(ofType: typeName))
  }

  /// Writes ``fileWrapper(ofType:)`` to `url` atomically.
  open func write(to url: URL, ofType typeName: String) throws {
    try DocumentFile.write(try fileWrapper(ofType: typeName), to: url, typeName: typeName)
  }

  /// Writes the document to `url` inside a coordinated write, then records the save.
  open func writeSafely(
    to url: URL, ofType typeName: String, for saveOperation: SaveOperationType
  ) throws {
    try coordinatedWrite(to: url, ofType: typeName, for: saveOperation)
  }

  /// Saves to `url`; `completionHandler` gets the error, if any.
  open func save(
    to url: URL, ofType typeName: String, for saveOperation: SaveOperationType,
    completionHandler: @escaping @Sendable ((any Error)?) -> Void
  ) {
    access.async { [self] in
      do {
        try writeSafely(to: url, ofType: typeName, for: saveOperation)
        completionHandler(nil)
      } catch {
        completionHandler(error)
      }
    }
  }

  /// Saves to `url`.
  open func save(to url: URL, ofType typeName: String, for saveOperation: SaveOperationType)
    async throws
  {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      save(to: url, ofType: typeName, for: saveOperation) { error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }
    }
  }

  /// Saves over the document's file if it has unsaved changes.
  open func autosave(
    withImplicitCancellability autosavingIsImplicitlyCancellable: Bool,
    completionHandler: @escaping @Sendable ((any Error)?) -> Void
  ) {
    guard isDocumentEdited, let url = fileURL else { return completionHandler(nil) }
    save(
      to: url, ofType: fileType ?? "public.data", for: .autosaveInPlaceOperation,
      completionHandler: completionHandler)
  }

  /// Discards changes and reads the document again from `url`.
  open func revert(toContentsOf url: URL, ofType typeName: String) throws {
    try coordinatedRead(url, ofType: typeName)
    updateChangeCount(.changeCleared)
  }

  /// Another process or a sync client changed the file: an unedited document reads it
  /// again; an edited one keeps its changes (the next save keeps the other version as a
  /// conflict copy).
  open func presentedItemDidChange() {
    access.async { [self] in
      guard let url = fileURL, !isDocumentEdited,
        DocumentFile.fingerprint(of: url) != lock.withLock({ fingerprint })
      else { return }
      try? revert(toContentsOf: url, ofType: fileType ?? "public.data")
    }
  }

  /// A coordinated move took the file to `newURL`.
  open func presentedItemDidMove(to newURL: URL) {
    fileURL = newURL
  }

  /// Stops watching the file.
  open func close() {
    monitor?.stop()
    monitor = nil
  }
}
