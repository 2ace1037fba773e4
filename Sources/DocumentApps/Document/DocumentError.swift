import Foundation

/// Why a document could not be read or written.
public enum DocumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `contents(forType:)` returned something other than `Data` or `FileWrapper`.
  case unsupportedContents(typeName: String, path: String)
  /// The subclass did not override the method that reads or writes contents.
  case notImplemented(method: String)
  /// Reading the file failed.
  case readFailed(path: String, reason: String)
  /// Writing the file failed.
  case writeFailed(path: String, reason: String)
  /// A coordinated access could not start (lock wait, cancelled).
  case coordinationFailed(path: String, reason: String)
  /// The document is not open.
  case notOpen(path: String)

  /// A message naming the path.
  public var description: String {
    switch self {
    case .unsupportedContents(let typeName, let path):
      return
        "\(path): contents(forType: \"\(typeName)\") must return Data or FileWrapper"
    case .notImplemented(let method): return "\(method) is not overridden"
    case .readFailed(let path, let reason): return "\(path): cannot read: \(reason)"
    case .writeFailed(let path, let reason): return "\(path): cannot save: \(reason)"
    case .coordinationFailed(let path, let reason):
      return "\(path): coordinated access failed: \(reason)"
    case .notOpen(let path): return "\(path): the document is not open"
    }
  }
}
