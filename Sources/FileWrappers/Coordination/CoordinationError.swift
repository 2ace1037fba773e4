import Foundation

/// Why a coordinated access did not happen, handed to callers as an `NSError` in Cocoa's
/// domain (as Apple's coordinator reports them).
enum CoordinationError: Error, Equatable, CustomStringConvertible {
  /// Another process or coordinator still held the item after `waited`.
  case inUse(path: String, waited: Duration)
  /// The coordinator was cancelled before the item was held.
  case cancelled(path: String)

  var description: String {
    switch self {
    case .inUse(let path, let waited):
      return
        "\(path): in use: another coordinated access or save has not finished after \(waited.components.seconds) s"
    case .cancelled(let path): return "\(path): coordination cancelled"
    }
  }

  /// The error as Apple's coordinator reports it: `NSFileLockingError` or
  /// `NSUserCancelledError`, with the path and this description.
  var nsError: NSError {
    switch self {
    case .inUse(let path, _):
      return NSError(
        domain: NSCocoaErrorDomain, code: NSFileLockingError,
        userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: description])
    case .cancelled(let path):
      return NSError(
        domain: NSCocoaErrorDomain, code: NSUserCancelledError,
        userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: description])
    }
  }
}
