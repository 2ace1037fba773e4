import Foundation

#if !canImport(Darwin)
  import FileWrappers  // NSFileCoordinator, NSErrorPointer (Foundation's on Apple platforms)
#endif

/// A tiny document store that does what a document-based app does in a synced folder,
/// every step through `NSFileCoordinator`, in source that builds with Apple's Foundation
/// and with docpkg on Linux.
public struct NoteStore {
  /// The folder holding the notes.
  public let folder: URL

  /// A store over `folder`.
  public init(folder: URL) {
    self.folder = folder
  }

  /// Why a coordinated step failed.
  public enum StoreError: Error {
    case coordination(NSError)
    case io(any Error)
  }

  /// Writes `text` as the note `name` (a coordinated write, `.forReplacing`): written to a
  /// temporary beside it and swapped in.
  public func save(_ text: String, as name: String) throws {
    let url = folder.appendingPathComponent(name)
    var coordinationError: NSError?
    var ioError: (any Error)?
    NSFileCoordinator(filePresenter: nil).coordinate(
      writingItemAt: url, options: .forReplacing, error: &coordinationError
    ) { url in
      do {
        try Data(text.utf8).write(to: url, options: .atomic)
      } catch {
        ioError = error
      }
    }
    if let coordinationError { throw StoreError.coordination(coordinationError) }
    if let ioError { throw StoreError.io(ioError) }
  }

  /// Reads the note `name` (a coordinated read).
  public func read(_ name: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    var coordinationError: NSError?
    var result: Result<String, any Error> = .success("")
    NSFileCoordinator(filePresenter: nil).coordinate(
      readingItemAt: url, options: [], error: &coordinationError
    ) { url in
      result = Result { try String(contentsOf: url, encoding: .utf8) }
    }
    if let coordinationError { throw StoreError.coordination(coordinationError) }
    return try result.get()
  }

  /// Moves the note `name` into `destination` (a coordinated move: the two-item write,
  /// `.forMoving` + `.forReplacing`, then `item(at:didMoveTo:)`).
  public func move(_ name: String, to destination: URL) throws -> URL {
    let source = folder.appendingPathComponent(name)
    let target = destination.appendingPathComponent(name)
    let coordinator = NSFileCoordinator(filePresenter: nil)
    var coordinationError: NSError?
    var ioError: (any Error)?
    coordinator.coordinate(
      writingItemAt: source, options: .forMoving, writingItemAt: target, options: .forReplacing,
      error: &coordinationError
    ) { source, target in
      do {
        coordinator.item(at: source, willMoveTo: target)
        try FileManager.default.moveItem(at: source, to: target)
        coordinator.item(at: source, didMoveTo: target)
      } catch {
        ioError = error
      }
    }
    if let coordinationError { throw StoreError.coordination(coordinationError) }
    if let ioError { throw StoreError.io(ioError) }
    return target
  }
}
