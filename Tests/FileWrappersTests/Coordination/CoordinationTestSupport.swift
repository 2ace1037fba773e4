import FileWrappers
import Foundation

/// The outcome of work on another thread, waited for with a semaphore.
final class ThreadResult: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var stored: (any Error)?

  var error: (any Error)? { lock.withLock { stored } }

  func set(_ error: any Error) {
    lock.withLock { stored = error }
  }

  func finish() {
    done.signal()
  }

  func wait() {
    done.wait()
  }
}

/// A presenter that records the moves it is told about.
final class RecordingPresenter: NSObject, NSFilePresenter, @unchecked Sendable {
  let presentedItemURL: URL?
  let presentedItemOperationQueue = OperationQueue()
  private let lock = NSLock()
  private var recorded: [String] = []

  init(url: URL) {
    presentedItemURL = url
  }

  var moves: [String] { lock.withLock { recorded } }

  func presentedItemDidMove(to newURL: URL) {
    lock.withLock { recorded.append(newURL.standardizedFileURL.path) }
  }
}
