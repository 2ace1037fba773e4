import Foundation

extension NSFileCoordinator {
  /// Reads the item at `url` while no coordinated writer or docpkg save changes it.
  ///
  /// Waits for writers and saves of the item to finish (up to ``lockWaitLimit``), then
  /// calls `reader` with the URL to read (the link's destination with
  /// `.resolvesSymbolicLink`). Writers and saves wait until `reader` returns.
  ///
  /// - Parameters:
  ///   - url: the file or package.
  ///   - options: see ``ReadingOptions``.
  ///   - outError: set to an `NSError` (`NSFileLockingError`, `NSUserCancelledError`) when
  ///     the access did not happen; `reader` is then not called.
  ///   - reader: reads the item.
  public func coordinate(
    readingItemAt url: URL, options: ReadingOptions = [], error outError: NSErrorPointer,
    byAccessor reader: (URL) -> Void
  ) {
    let access = Access(
      url: url, writing: false, resolvesLink: options.contains(.resolvesSymbolicLink))
    perform([access], error: outError) { urls in reader(urls[0]) }
  }

  /// Writes (replaces, deletes, moves) the item at `url` while no other coordinated access
  /// or docpkg save uses it.
  ///
  /// Waits for readers, writers and saves of the item to finish (up to ``lockWaitLimit``),
  /// then calls `writer`. A `FileWrapper` save to `url` inside `writer` (same thread) goes
  /// ahead without waiting for this lock, and the new item it puts in place stays held
  /// until `writer` returns. An item that does not exist yet is not locked (there is no
  /// inode to lock).
  ///
  /// - Parameters:
  ///   - url: the file or package.
  ///   - options: `.forDeleting`, `.forMoving`, `.forReplacing`, `.forMerging`, ….
  ///   - outError: set when the access did not happen; `writer` is then not called.
  ///   - writer: changes the item.
  public func coordinate(
    writingItemAt url: URL, options: WritingOptions = [], error outError: NSErrorPointer,
    byAccessor writer: (URL) -> Void
  ) {
    let access = Access(url: url, writing: true, writingOptions: options)
    perform([access], error: outError) { urls in writer(urls[0]) }
  }

  /// Reads one item and writes another in one coordinated access (copying a document, for
  /// example); both are locked, in path order, before `readerWriter` is called.
  public func coordinate(
    readingItemAt readingURL: URL, options readingOptions: ReadingOptions = [],
    writingItemAt writingURL: URL, options writingOptions: WritingOptions = [],
    error outError: NSErrorPointer, byAccessor readerWriter: (URL, URL) -> Void
  ) {
    let accesses = [
      Access(
        url: readingURL, writing: false,
        resolvesLink: readingOptions.contains(.resolvesSymbolicLink)),
      Access(url: writingURL, writing: true, writingOptions: writingOptions),
    ]
    perform(accesses, error: outError) { urls in readerWriter(urls[0], urls[1]) }
  }

  /// Writes two items in one coordinated access — the form for moves: pass `.forMoving`
  /// for the source and `.forReplacing` for the destination, move, then call
  /// ``item(at:didMoveTo:)``.
  public func coordinate(
    writingItemAt url1: URL, options options1: WritingOptions = [],
    writingItemAt url2: URL, options options2: WritingOptions = [],
    error outError: NSErrorPointer, byAccessor writer: (URL, URL) -> Void
  ) {
    let accesses = [
      Access(url: url1, writing: true, writingOptions: options1),
      Access(url: url2, writing: true, writingOptions: options2),
    ]
    perform(accesses, error: outError) { urls in writer(urls[0], urls[1]) }
  }

  /// Holds every item (readers shared, writers exclusive) while `batchAccessor` runs, so
  /// that the coordinated accesses it makes on this thread go ahead without waiting.
  ///
  /// Apple's version lets presenters prepare for a batch; on Linux it holds the locks for
  /// the batch instead. The completion handler passed to `batchAccessor` may be called or
  /// not: the locks are released when `batchAccessor` returns.
  public func prepare(
    forReadingItemsAt readingURLs: [URL], options readingOptions: ReadingOptions = [],
    writingItemsAt writingURLs: [URL], options writingOptions: WritingOptions = [],
    error outError: NSErrorPointer,
    byAccessor batchAccessor: (@escaping @Sendable () -> Void) -> Void
  ) {
    let reads = readingURLs.map {
      Access(url: $0, writing: false, resolvesLink: readingOptions.contains(.resolvesSymbolicLink))
    }
    let writes = writingURLs.map { Access(url: $0, writing: true, writingOptions: writingOptions) }
    perform(reads + writes, error: outError) { _ in batchAccessor({}) }
  }

  /// Runs `accessor` on `queue` once every intent's item is held; `accessor` gets `nil`,
  /// or the error that prevented the access (then nothing is held).
  public func coordinate(
    with intents: [NSFileAccessIntent], queue: OperationQueue,
    byAccessor accessor: @escaping @Sendable ((any Error)?) -> Void
  ) {
    queue.addOperation {
      let accesses = intents.map { intent in
        Access(
          url: intent.url, writing: intent.isWriting,
          resolvesLink: intent.readingOptions.contains(.resolvesSymbolicLink),
          writingOptions: intent.writingOptions)
      }
      var failure: NSError?
      var ran = false
      self.perform(accesses, error: &failure) { urls in
        for (intent, url) in zip(intents, urls) { intent.resolve(to: url) }
        ran = true
        accessor(nil)
      }
      if !ran { accessor(failure ?? CoordinationError.cancelled(path: "").nsError) }
    }
  }

  /// Announces that the item at `oldURL` is about to move to `newURL` (nothing to prepare
  /// on Linux: the lock follows the inode).
  public func item(at oldURL: URL, willMoveTo newURL: URL) {}

  /// Records that the item at `oldURL`, held by a coordinated write on this thread, now is
  /// at `newURL` — so saves to `newURL` inside the accessor do not wait for it — and tells
  /// in-process presenters of `oldURL` where it went.
  public func item(at oldURL: URL, didMoveTo newURL: URL) {
    let old = SavedLocation.key(oldURL)
    CoordinationRegistry.shared.move(old, to: SavedLocation.key(newURL))
    for presenter in presenters(of: old) {
      nonisolated(unsafe) let target = presenter
      target.presentedItemOperationQueue.addOperation { target.presentedItemDidMove(to: newURL) }
    }
  }

  /// Announces changed ubiquity (iCloud) attributes; there is no iCloud on Linux, so this
  /// does nothing.
  public func item(at url: URL, didChangeUbiquityAttributes attributes: Set<URLResourceKey>) {}
}
