// Apple's `NSMetadataItem` attribute names, with Apple's string values (the Spotlight
// `kMDItem…` names for file-system attributes, the constant's own name for iCloud ones).

/// The item's file name, with its extension (`String`).
public let NSMetadataItemFSNameKey = "kMDItemFSName"
/// The name shown to the user: the file name without its extension (`String`).
public let NSMetadataItemDisplayNameKey = "kMDItemDisplayName"
/// The item's file URL (`URL`).
public let NSMetadataItemURLKey = "kMDItemURL"
/// The item's full path (`String`).
public let NSMetadataItemPathKey = "kMDItemPath"
/// The item's size in bytes; a package's is the sum of its files (`Int64`).
public let NSMetadataItemFSSizeKey = "kMDItemFSSize"
/// When the item was created (`Date`; the birth time when the file system records one,
/// else the modification date).
public let NSMetadataItemFSCreationDateKey = "kMDItemFSCreationDate"
/// When the item's contents last changed (`Date`).
public let NSMetadataItemFSContentChangeDateKey = "kMDItemFSContentChangeDate"
/// The item's uniform type identifier, from its extension (`String`, `public.data` when
/// unknown).
public let NSMetadataItemContentTypeKey = "kMDItemContentType"
/// The item's type and every type it conforms to (`[String]`).
public let NSMetadataItemContentTypeTreeKey = "kMDItemContentTypeTree"
/// Whether the item lies in the configured ubiquity container (`Bool`).
public let NSMetadataItemIsUbiquitousKey = "NSMetadataItemIsUbiquitousKey"
/// Whether a sync client left conflict copies of the item (`Bool`; docpkg's
/// `NSFileVersion.unresolvedConflictVersionsOfItem(at:)` is not empty).
public let NSMetadataUbiquitousItemHasUnresolvedConflictsKey =
  "NSMetadataUbiquitousItemHasUnresolvedConflictsKey"
/// Whether the item is uploaded (`Bool`). Linux cannot ask a sync client, so for an item in
/// the ubiquity container this is `true` (the local copy is what the client syncs);
/// Spec/AppleAPI/NSMetadataQuery.md.
public let NSMetadataUbiquitousItemIsUploadedKey = "NSMetadataUbiquitousItemIsUploadedKey"
/// Whether the item is uploading (`Bool`; always `false` on Linux).
public let NSMetadataUbiquitousItemIsUploadingKey = "NSMetadataUbiquitousItemIsUploadingKey"
/// Whether the item's contents are on this computer (`Bool`; `true` for every item found).
public let NSMetadataUbiquitousItemIsDownloadedKey = "NSMetadataUbiquitousItemIsDownloadedKey"
/// Whether the item is downloading (`Bool`; always `false` on Linux).
public let NSMetadataUbiquitousItemIsDownloadingKey =
  "NSMetadataUbiquitousItemIsDownloadingKey"
/// The item's download status (`String`; always
/// ``NSMetadataUbiquitousItemDownloadingStatusCurrent`` on Linux).
public let NSMetadataUbiquitousItemDownloadingStatusKey =
  "NSMetadataUbiquitousItemDownloadingStatusKey"
/// The download status of an item whose local copy is the current one.
public let NSMetadataUbiquitousItemDownloadingStatusCurrent =
  "NSMetadataUbiquitousItemDownloadingStatusCurrent"

/// The search scope of the documents folder of the ubiquity container
/// (`<container>/Documents`, see `FileManager.url(forUbiquityContainerIdentifier:)`).
public let NSMetadataQueryUbiquitousDocumentsScope = "NSMetadataQueryUbiquitousDocumentsScope"
/// The search scope of the ubiquity container outside its `Documents` folder (docpkg searches
/// the whole container, `Documents` excluded).
public let NSMetadataQueryUbiquitousDataScope = "NSMetadataQueryUbiquitousDataScope"
/// Every ubiquity container the app can see (on Linux, the one configured container).
public let NSMetadataQueryAccessibleUbiquitousExternalDocumentsScope =
  "NSMetadataQueryAccessibleUbiquitousExternalDocumentsScope"

/// The `userInfo` key of a ``NSMetadataQuery`` update's added items (`[NSMetadataItem]`).
public let NSMetadataQueryUpdateAddedItemsKey = "kMDQueryUpdateAddedItems"
/// The `userInfo` key of a ``NSMetadataQuery`` update's changed items (`[NSMetadataItem]`).
public let NSMetadataQueryUpdateChangedItemsKey = "kMDQueryUpdateChangedItems"
/// The `userInfo` key of a ``NSMetadataQuery`` update's removed items (`[NSMetadataItem]`).
public let NSMetadataQueryUpdateRemovedItemsKey = "kMDQueryUpdateRemovedItems"

extension NSNotification.Name {
  /// Posted when a query starts gathering.
  public static let NSMetadataQueryDidStartGathering = NSNotification.Name(
    "NSMetadataQueryDidStartGatheringNotification")
  /// Posted while a query gathers (docpkg posts it once, before it finishes).
  public static let NSMetadataQueryGatheringProgress = NSNotification.Name(
    "NSMetadataQueryGatheringProgressNotification")
  /// Posted when a query has gathered its first results.
  public static let NSMetadataQueryDidFinishGathering = NSNotification.Name(
    "NSMetadataQueryDidFinishGatheringNotification")
  /// Posted when a live query's results change; `userInfo` holds the added, changed and
  /// removed items.
  public static let NSMetadataQueryDidUpdate = NSNotification.Name(
    "NSMetadataQueryDidUpdateNotification")
}
