import Foundation

/// One owner's subscription to the process's ``SharedFolderWatch``: the folders it watches
/// and the handler called, on the watch thread, with each event's folder and name. What
/// happens next (coalescing, rescanning) is the owner's.
final class FolderMonitor: @unchecked Sendable {
  private let token: SharedFolderWatch.Token?
  private let handler: SharedFolderWatch.Handler

  /// A subscription calling `handler` for each event (watching nothing until ``watch(_:)``).
  init(handler: @escaping SharedFolderWatch.Handler) {
    self.handler = handler
    token = SharedFolderWatch.shared?.subscribe()
  }

  /// Watches exactly `paths` from now on (adding new ones, dropping the rest).
  func watch(_ paths: [String]) {
    guard let token else { return }
    SharedFolderWatch.shared?.watch(paths, for: token, handler: handler)
  }

  /// Ends the subscription (a handler call already under way may still finish).
  func stop() {
    guard let token else { return }
    SharedFolderWatch.shared?.cancel(token)
  }

  deinit {
    stop()
  }
}
