import FileVersions
import Foundation

/// One document in a folder, as `docpkg list` shows it.
public struct DocumentListEntry: Hashable, Sendable {
  /// The name in the folder.
  public var name: String
  /// `DocumentFormat`'s raw value (`note`, `rtfd`, `package`, …), or `rtf` for
  /// a single-file RTF document.
  public var format: String
  /// The type identifier.
  public var typeIdentifier: String
  /// Whether it is a package folder (`false` for single files, including a file named like
  /// a package, which `validate` rejects).
  public var isPackage: Bool
  /// The newest modification time of the item and, for a package, its entries one level
  /// deep.
  public var modificationDate: Date
  /// Bytes in all regular files.
  public var size: Int64
  /// Note: entries of `Attachments/`; RTFD: items other than `TXT.rtf`; a photo package: 1 when
  /// it has a photo; others: 0.
  public var attachmentCount: Int
  /// The QuickLook thumbnail's state (`n/a` for kinds without a QuickLook folder and single files).
  public var quickLook: QuickLookState
  /// The conflict-copy convention its name follows, if any (a numbered name only when the
  /// original is in the same folder, and then only as possible).
  public var conflict: ConflictCopy?
  /// `"zip"` for a document read in place from a zip file (`Trip.note.zip`, a Pages
  /// document saved as one file), as `inspect`'s `archive` annotation says; `nil` otherwise.
  public var archive: String?
  /// For a Live Photo's still, the name of the movie paired with it (same stem, same Apple
  /// content identifier), listed as part of this entry and not on its own.
  public var livePhotoVideo: String?

  /// Makes an entry.
  public init(
    name: String, format: String, typeIdentifier: String, isPackage: Bool,
    modificationDate: Date, size: Int64, attachmentCount: Int, quickLook: QuickLookState,
    conflict: ConflictCopy?, archive: String? = nil
  ) {
    self.name = name
    self.format = format
    self.typeIdentifier = typeIdentifier
    self.isPackage = isPackage
    self.modificationDate = modificationDate
    self.size = size
    self.attachmentCount = attachmentCount
    self.quickLook = quickLook
    self.conflict = conflict
    self.archive = archive
  }
}
