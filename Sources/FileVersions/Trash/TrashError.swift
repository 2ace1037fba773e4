/// Why an item could not be trashed or restored. Every case names the path.
public enum TrashError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing is at the path (it may have vanished since it was listed).
  case noSuchItem(path: String)
  /// No usable Trash can exists on the item's file system.
  case noTrash(path: String, reason: String)
  /// The item is a Trash can's own folder, or inside one.
  case insideTrash(path: String)
  /// A system call failed.
  case systemCallFailed(path: String, call: String, reason: String)
  /// The info file of a trashed item is missing or unreadable.
  case badInfo(path: String, reason: String)
  /// Restoring would overwrite an item that is back at the original path.
  case originalExists(path: String)

  /// One line naming the path and the cause.
  public var description: String {
    switch self {
    case .noSuchItem(let path): return "\(path): no such file or folder"
    case .noTrash(let path, let reason): return "\(path): cannot be moved to the Trash: \(reason)"
    case .insideTrash(let path): return "\(path): is in the Trash already"
    case .systemCallFailed(let path, let call, let reason):
      return "\(path): \(call) failed: \(reason)"
    case .badInfo(let path, let reason): return "\(path): unusable Trash info file: \(reason)"
    case .originalExists(let path):
      return "\(path): cannot be restored: something is at the original path again"
    }
  }
}
