/// What happens to a version that loses: moved to the Trash (the default, so a wrong choice
/// can be undone) or deleted.
public enum VersionDisposal: String, Sendable, CaseIterable {
  /// Into the freedesktop.org Trash of its file system (``Trash``).
  case trash
  /// Deleted: renamed to a hidden temporary first (one step), then removed.
  case delete
}
