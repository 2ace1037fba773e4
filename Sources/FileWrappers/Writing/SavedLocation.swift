import Foundation

/// The path a root wrapper was read from or saved to, with the identity of the item there
/// at that moment. Saving back to the same path with `originalContentsURL` set to it
/// compares the identity under the save lock, so a save based on an out-of-date read fails
/// instead of silently dropping another process's change.
struct SavedLocation: Equatable, Sendable {
  var path: RawPath
  var identity: ItemIdentity

  init(url: URL, identity: ItemIdentity) {
    path = Self.normalized(url)
    self.identity = identity
  }

  /// The absolute, dot-free path of a file URL, for comparing locations.
  static func normalized(_ url: URL) -> RawPath {
    RawPath(url.standardizedFileURL.path)
  }
}
