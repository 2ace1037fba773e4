import FileWrappers
import Foundation

/// A document backed by a file or package: Apple's `UIDocument`, with its names and life
/// cycle, for the model layer of document apps on Linux.
///
/// Subclass it and override ``contents(forType:)`` (return `Data` or a `FileWrapper`) and
/// ``load(fromContents:ofType:)``:
///
/// ```swift
/// final class Note: UIDocument {
///   var text = ""
///   override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
///   override func load(fromContents contents: Any, ofType typeName: String?) throws {
///     text = String(decoding: contents as? Data ?? Data(), as: UTF8.self)
///   }
/// }
/// let note = Note(fileURL: url)
/// if await note.open() { note.text += "!"; note.updateChangeCount(.done) }  // autosaved
/// ```
///
/// File access runs on a serial background queue, coordinated through docpkg's
/// `NSFileCoordinator`; saves are atomic (a crash leaves the old or the new document).
/// `contents(forType:)`, `load(fromContents:ofType:)` and completion handlers run on
/// ``modelQueue``; make edits to the model there too, as an iOS app makes them on the main
/// thread, so a reload never interleaves with an edit. While open, the document watches its
/// file with inotify: a change by another process or a sync client reloads it through
/// ``load(fromContents:ofType:)`` (``presentedItemDidChange()``), and conflict copies
/// sync clients leave beside it set ``State-swift.struct/inConflict``.
/// Spec/AppleAPI/UIDocument.md.
open class UIDocument: NSObject, NSFilePresenter, @unchecked Sendable {
  /// Posted (object: the document) whenever ``documentState`` changes.
  public static let stateChangedNotification = Notification.Name(
    "UIDocumentStateChangedNotification")

  /// The autosave interval new documents start with (docpkg; Apple documents none).
  nonisolated(unsafe) public static var defaultAutosaveInterval: TimeInterval = 15

  let lock = NSLock()
  let access = DispatchQueue(label: "docpkg.UIDocument.access")
  var core: DocumentState

  /// The queue notifications from the file coordinator are delivered on.
  public let presentedItemOperationQueue: OperationQueue

  /// The serial queue the model is read and loaded on — `contents(forType:)`,
  /// `load(fromContents:ofType:)` — and completion handlers run on (docpkg; Apple uses the
  /// main queue, which on Linux needs a running main loop: set `DispatchQueue.main` if the
  /// app has one). Edit the model on it (`modelQueue.sync { … }`) when outside changes may
  /// arrive: a reload then never interleaves with an edit, and an edit made first keeps the
  /// reload from discarding it.
  public var modelQueue = DispatchQueue(label: "docpkg.UIDocument.model")

  /// Creates a closed document for the file or package at `url`.
  public init(fileURL url: URL) {
    core = DocumentState(fileURL: url.standardizedFileURL)
    core.autosaveInterval = Self.defaultAutosaveInterval
    presentedItemOperationQueue = OperationQueue()
    presentedItemOperationQueue.maxConcurrentOperationCount = 1
    super.init()
  }

  deinit {
    core.watch?.stop()
  }

  /// Where the document is.
  open var fileURL: URL { lock.withLock { core.fileURL } }

  /// The item's URL, for the file coordinator.
  open var presentedItemURL: URL? { fileURL }

  /// The name shown to the user: the file name without its extension.
  open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

  /// The document's uniform type identifier, from its extension.
  open var fileType: String? { DocumentFile.typeIdentifier(of: fileURL) }

  /// When the file was last read or saved by this document.
  open var fileModificationDate: Date? {
    get { lock.withLock { core.modificationDate } }
    set { lock.withLock { core.modificationDate = newValue } }
  }

  /// The current state; changes are posted as ``stateChangedNotification``.
  open var documentState: State { lock.withLock { core.state } }

  /// Whether there are changes not yet saved (``updateChangeCount(_:)``).
  open var hasUnsavedChanges: Bool { lock.withLock { core.changeCount != 0 } }

  /// How long after a change the document saves itself (docpkg; Apple documents no
  /// interval). Zero or less turns autosaving off.
  public var autosaveInterval: TimeInterval {
    get { lock.withLock { core.autosaveInterval } }
    set { lock.withLock { core.autosaveInterval = newValue } }
  }

  /// How often an open document compares its file with what it last read or wrote, in
  /// case an inotify event was missed (docpkg; default 1 s, 0 turns the check off).
  public var outsideChangeCheckInterval: TimeInterval {
    get { lock.withLock { core.outsideChangeCheckInterval } }
    set { lock.withLock { core.outsideChangeCheckInterval = newValue } }
  }

  /// Download progress (always `nil` on Linux: the file is local).
  open var progress: Progress? { nil }

  /// Records a change; `.done` after an edit schedules an autosave.
  open func updateChangeCount(_ change: ChangeKind) {
    lock.withLock {
      switch change {
      case .done, .redone: core.changeCount += 1
      case .undone: core.changeCount -= 1
      case .cleared: core.changeCount = 0
      }
    }
    scheduleAutosave()
  }

  /// Stops edits from being accepted: adds ``State-swift.struct/editingDisabled``.
  open func disableEditing() {
    changeState { $0.insert(.editingDisabled) }
  }

  /// Accepts edits again.
  open func enableEditing() {
    changeState { $0.remove(.editingDisabled) }
  }

  /// Changes the state and posts ``stateChangedNotification`` if it changed.
  func changeState(_ change: (inout State) -> Void) {
    let changed: Bool = lock.withLock {
      let old = core.state
      change(&core.state)
      return old != core.state
    }
    if changed {
      NotificationCenter.default.post(name: Self.stateChangedNotification, object: self)
    }
  }

  /// Calls `handler` with `value` on ``modelQueue``.
  func complete(_ handler: (@Sendable (Bool) -> Void)?, _ value: Bool) {
    guard let handler else { return }
    modelQueue.async { handler(value) }
  }

  /// Opens the document: reads it (``read(from:)``) and starts watching it for outside
  /// changes. `completionHandler` gets `false` when reading failed (the error went to
  /// ``handleError(_:userInteractionPermitted:)``).
  open func open(completionHandler: (@Sendable (Bool) -> Void)? = nil) {
    access.async { [self] in
      let url = fileURL
      do {
        try coordinatedRead(url)
        changeState { $0.remove(.closed) }
        startWatching()
        scheduleOutsideChangeCheck()
        refreshConflictState()
        complete(completionHandler, true)
      } catch {
        handleError(error, userInteractionPermitted: true)
        complete(completionHandler, false)
      }
    }
  }

  /// Opens the document; `false` when reading failed.
  open func open() async -> Bool {
    await withCheckedContinuation { continuation in
      open { continuation.resume(returning: $0) }
    }
  }

  /// Saves unsaved changes, then closes the document and stops watching it.
  open func close(completionHandler: (@Sendable (Bool) -> Void)? = nil) {
    access.async { [self] in
      var success = true
      if hasUnsavedChanges { success = performSave(to: fileURL, for: .forOverwriting) }
      stopWatching()
      changeState { $0 = .closed }
      complete(completionHandler, success)
    }
  }

  /// Saves unsaved changes and closes the document; `false` when the save failed.
  open func close() async -> Bool {
    await withCheckedContinuation { continuation in
      close { continuation.resume(returning: $0) }
    }
  }

  /// Discards unsaved changes and reads the document again from `url`.
  open func revert(
    toContentsOf url: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil
  ) {
    access.async { [self] in
      complete(completionHandler, performRevert(to: url))
    }
  }

  /// Reads the document again from `url`; `false` when reading failed.
  open func revert(toContentsOf url: URL) async -> Bool {
    await withCheckedContinuation { continuation in
      revert(toContentsOf: url) { continuation.resume(returning: $0) }
    }
  }

  /// Reads the contents at `url` (`Data` for a file, `FileWrapper` for a package) and
  /// passes them to ``load(fromContents:ofType:)``. Runs on the access queue inside a
  /// coordinated read.
  open func read(from url: URL) throws {
    let contents = try DocumentFile.read(url)
    let typeName = DocumentFile.typeIdentifier(of: url) ?? fileType
    try modelQueue.sync {
      // A reload for an outside change gives way to an edit made meanwhile: the next save
      // keeps the outside version as a conflict copy instead.
      let skip = lock.withLock {
        guard core.loadOnlyIfUnchanged, core.changeCount != 0 else { return false }
        core.loadSkipped = true
        return true
      }
      guard !skip else { return }
      try load(fromContents: contents, ofType: typeName)
      // Cleared here, on the model queue, so an edit made right after the load counts.
      lock.withLock {
        core.changeCount = 0
        core.changesClearedByRead = true
      }
    }
  }

  /// Loads the model from `contents` (`Data` or `FileWrapper`). Subclasses override it.
  ///
  /// - Throws: ``DocumentError/notImplemented(method:)`` unless overridden.
  open func load(fromContents contents: Any, ofType typeName: String?) throws {
    throw DocumentError.notImplemented(method: "load(fromContents:ofType:)")
  }

  /// Saves the document to `url`: ``contents(forType:)`` then
  /// ``writeContents(_:andAttributes:safelyTo:for:)``. `completionHandler` gets `false` when
  /// the save failed (``State-swift.struct/savingError`` is then set).
  open func save(
    to url: URL, for saveOperation: SaveOperation,
    completionHandler: (@Sendable (Bool) -> Void)? = nil
  ) {
    access.async { [self] in
      complete(completionHandler, performSave(to: url, for: saveOperation))
    }
  }

  /// Saves the document to `url`; `false` when the save failed.
  open func save(to url: URL, for saveOperation: SaveOperation) async -> Bool {
    await withCheckedContinuation { continuation in
      save(to: url, for: saveOperation) { continuation.resume(returning: $0) }
    }
  }

  /// Saves now if there are unsaved changes (what the autosave timer calls).
  open func autosave(completionHandler: (@Sendable (Bool) -> Void)? = nil) {
    access.async { [self] in
      let success = hasUnsavedChanges ? performSave(to: fileURL, for: .forOverwriting) : true
      complete(completionHandler, success)
    }
  }

  /// The contents to save for type `typeName`: `Data` or a `FileWrapper`. Subclasses override
  /// it.
  ///
  /// - Throws: ``DocumentError/notImplemented(method:)`` unless overridden.
  open func contents(forType typeName: String) throws -> Any {
    throw DocumentError.notImplemented(method: "contents(forType:)")
  }

  /// Writes `contents` to `url` inside a coordinated write (Apple's "safe" save): calls
  /// ``writeContents(_:to:for:originalContentsURL:)``.
  open func writeContents(
    _ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil,
    safelyTo url: URL, for saveOperation: SaveOperation
  ) throws {
    var coordinationError: NSError?
    var outcome: Result<Void, any Error> = .success(())
    NSFileCoordinator(filePresenter: self).coordinate(
      writingItemAt: url, options: saveOperation == .forCreating ? [] : .forReplacing,
      error: &coordinationError
    ) { writeURL in
      outcome = Result {
        try keepOutsideChange(at: writeURL)
        let original = FileManager.default.fileExists(atPath: writeURL.path) ? writeURL : nil
        try writeContents(contents, to: writeURL, for: saveOperation, originalContentsURL: original)
        lock.withLock {
          core.fingerprint = DocumentFile.fingerprint(of: writeURL)
          core.modificationDate = DocumentFile.modificationDate(of: writeURL)
        }
      }
    }
    if let coordinationError {
      throw DocumentError.coordinationFailed(path: url.path, reason: coordinationError.description)
    }
    try outcome.get()
  }

  /// Writes `contents` (`Data` or `FileWrapper`) to `url` in one atomic step.
  open func writeContents(
    _ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?
  ) throws {
    try DocumentFile.write(contents, to: url, typeName: fileType ?? "public.data")
  }

  /// Another process, a sync client or a coordinated write elsewhere in this process changed
  /// the item. Reverts to it (through ``load(fromContents:ofType:)``) when there are no
  /// unsaved changes; otherwise the next save keeps the outside version as a conflict copy.
  open func presentedItemDidChange() {
    access.async { [self] in
      guard !documentState.contains(.closed) else { return }
      refreshConflictState()
      let url = fileURL
      guard !hasUnsavedChanges,
        DocumentFile.fingerprint(of: url) != lock.withLock({ core.fingerprint })
      else { return }
      _ = performRevert(to: url)
    }
  }

  /// A coordinated move took the item to `newURL`: the document follows it.
  open func presentedItemDidMove(to newURL: URL) {
    lock.withLock { core.fileURL = newURL.standardizedFileURL }
    access.async { [self] in
      guard !documentState.contains(.closed) else { return }
      stopWatching()
      startWatching()
    }
  }

  /// Saves unsaved changes (before another coordinated access reads the item).
  open func savePresentedItemChanges(
    completionHandler: @escaping @Sendable ((any Error)?) -> Void
  ) {
    autosave { success in
      completionHandler(success ? nil : DocumentError.writeFailed(path: "", reason: "autosave"))
    }
  }

  /// Handles a read or save error. The default records nothing more and calls
  /// ``finishedHandlingError(_:recovered:)`` with `recovered: false`.
  open func handleError(_ error: any Error, userInteractionPermitted: Bool) {
    finishedHandlingError(error, recovered: false)
  }

  /// Called when an error has been handled. The default does nothing.
  open func finishedHandlingError(_ error: any Error, recovered: Bool) {}
}
