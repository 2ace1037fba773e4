import DocpkgSystem
import DocumentApps
import DocumentPackages
import FileWrappers
import Foundation
import JSON

/// `docpkg list DIR --watch [--json]`: prints one line (or JSON line) per document change
/// until interrupted. See Spec/CLI/list-watch.md.
struct ListWatch {
  var path: String
  var json: Bool
  /// `--where`: only changes to documents that match (see ``ListWatchFilter``).
  var filter: MetadataFilter?

  func run(output: inout Output) throws -> ExitCode {
    Self.unblockStopSignals()
    let watcher = try DocumentWatcher(folder: URL(fileURLWithPath: path, isDirectory: true))
    let folder = watcher.folder
    let initialSelection = filter.map { filter in
      ListWatchFilter(initial: watcher.documents.map(\.name)) {
        filter.matches(folder.appendingPathComponent($0))
      }
    }
    let count = initialSelection?.matching.count ?? watcher.documents.count
    output.warning("watching \(path): \(count) \(filter == nil ? "" : "matching ")documents")
    let finished = DispatchSemaphore(value: 0)
    let outcome = WatchOutcome()
    let json = self.json
    Task {
      var lines = Output()
      var selection = initialSelection
      do {
        for try await event in watcher.changes {
          guard let change = selection == nil ? event : selection?.apply(event) else { continue }
          if change.kind == .watchLimitReached, let message = change.message {
            lines.warning(message)
            if !json { continue }
          }
          lines.line(json ? Self.jsonLine(change) : Self.textLine(change))
          lines.flush()
          if lines.standardOutputError != nil { break }
        }
      } catch {
        outcome.set(CLIError(CommandFailure.watchFailed(reason: "\(error)")))
      }
      finished.signal()
    }
    finished.wait()
    if let failure = outcome.failure { throw failure }
    return .success
  }

  /// Lets SIGINT, SIGTERM and SIGHUP stop the command even when the parent started it with
  /// them blocked (a mask inherited from a worker thread of the launching process), since
  /// the command otherwise never ends.
  static func unblockStopSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// `KIND  NAME…`: the listing line for documents that are there, the name otherwise.
  static func textLine(_ change: DocumentChange) -> String {
    let kind = change.kind.rawValue
    switch change.kind {
    case .renamed:
      return
        "\(kind)  \(change.previousName ?? "?") -> \(change.entry?.renderLine() ?? change.name)"
    case .removed: return "\(kind)  \(change.name)"
    case .conflictResolved:
      return "\(kind)  \(change.name)  (copy of \(change.originalName ?? "?"))"
    case .watchLimitReached: return "\(kind)  \(change.message ?? "")"
    case .added, .changed, .conflictAppeared:
      return "\(kind)  \(change.entry?.renderLine() ?? change.name)"
    }
  }

  /// One JSON object per change, keys sorted (schema in Spec/CLI/list-watch.md).
  static func jsonLine(_ change: DocumentChange) -> String {
    var json = JSONText()
    json.value(
      .object(omittingNil: [
        ("document", change.entry?.jsonValue ?? .null),
        ("event", .string(change.kind.rawValue)),
        ("from", change.previousName.map(JSONValue.string)),
        ("message", change.message.map(JSONValue.string)),
        ("name", .string(change.name)),
        ("original", change.originalName.map(JSONValue.string)),
      ]))
    return json.text
  }
}

/// The failure that ended a watch, set from the watching task.
final class WatchOutcome: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: CLIError?

  var failure: CLIError? { lock.withLock { stored } }

  func set(_ error: CLIError) {
    lock.withLock { stored = error }
  }
}
