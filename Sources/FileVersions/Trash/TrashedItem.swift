import Foundation

/// One item in a Trash can: where it is now and what its `.trashinfo` file says.
public struct TrashedItem: Hashable, Sendable {
  /// The item in the can's `files/` folder.
  public var trashedURL: URL
  /// Its `info/NAME.trashinfo` file.
  public var infoURL: URL
  /// The absolute path it was trashed from.
  public var originalPath: String
  /// When it was trashed (the info file's local-time `DeletionDate`).
  public var deletionDate: Date

  /// Makes a description of a trashed item.
  public init(trashedURL: URL, infoURL: URL, originalPath: String, deletionDate: Date) {
    self.trashedURL = trashedURL
    self.infoURL = infoURL
    self.originalPath = originalPath
    self.deletionDate = deletionDate
  }
}
