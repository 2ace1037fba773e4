/// The short attribute names that docpkg accepts beside Apple's `NSMetadataItem…Key` names,
/// in predicates and in ``NSMetadataItem/value(forAttribute:)`` (`docpkg list --where`).
///
/// | Short | Attribute |
/// |---|---|
/// | `name` | `kMDItemFSName` |
/// | `displayName` | `kMDItemDisplayName` |
/// | `url` | `kMDItemURL` |
/// | `path` | `kMDItemPath` |
/// | `size` | `kMDItemFSSize` |
/// | `created` | `kMDItemFSCreationDate` |
/// | `modified` | `kMDItemFSContentChangeDate` |
/// | `type` | `kMDItemContentType` |
/// | `typeTree` | `kMDItemContentTypeTree` |
/// | `hasConflicts` | `NSMetadataUbiquitousItemHasUnresolvedConflictsKey` |
/// | `isUbiquitous` | `NSMetadataItemIsUbiquitousKey` |
///
/// The constant names themselves (`NSMetadataItemFSNameKey`) are accepted too.
public enum MetadataAttributeNames {
  /// Short name → attribute.
  public static let shortNames: [String: String] = [
    "name": NSMetadataItemFSNameKey,
    "displayName": NSMetadataItemDisplayNameKey,
    "url": NSMetadataItemURLKey,
    "path": NSMetadataItemPathKey,
    "size": NSMetadataItemFSSizeKey,
    "created": NSMetadataItemFSCreationDateKey,
    "modified": NSMetadataItemFSContentChangeDateKey,
    "type": NSMetadataItemContentTypeKey,
    "typeTree": NSMetadataItemContentTypeTreeKey,
    "hasConflicts": NSMetadataUbiquitousItemHasUnresolvedConflictsKey,
    "isUbiquitous": NSMetadataItemIsUbiquitousKey,
  ]

  private static let constantNames: [String: String] = [
    "NSMetadataItemFSNameKey": NSMetadataItemFSNameKey,
    "NSMetadataItemDisplayNameKey": NSMetadataItemDisplayNameKey,
    "NSMetadataItemURLKey": NSMetadataItemURLKey,
    "NSMetadataItemPathKey": NSMetadataItemPathKey,
    "NSMetadataItemFSSizeKey": NSMetadataItemFSSizeKey,
    "NSMetadataItemFSCreationDateKey": NSMetadataItemFSCreationDateKey,
    "NSMetadataItemFSContentChangeDateKey": NSMetadataItemFSContentChangeDateKey,
    "NSMetadataItemContentTypeKey": NSMetadataItemContentTypeKey,
    "NSMetadataItemContentTypeTreeKey": NSMetadataItemContentTypeTreeKey,
  ]

  /// The attribute `name` stands for: itself unless it is a short or constant name.
  public static func attribute(named name: String) -> String {
    shortNames[name] ?? constantNames[name] ?? name
  }
}
