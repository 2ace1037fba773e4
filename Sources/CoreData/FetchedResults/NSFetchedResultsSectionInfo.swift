/// One section of a fetched results controller (Apple's `NSFetchedResultsSectionInfo`).
public protocol NSFetchedResultsSectionInfo {
  /// The section's name: the section key path's value, as text.
  var name: String { get }
  /// The section's index title (the name's first letter, capitalized).
  var indexTitle: String? { get }
  /// How many objects the section has.
  var numberOfObjects: Int { get }
  /// The section's objects, in order.
  var objects: [Any]? { get }
}

/// A section as the controller computes it.
struct FetchedSection: NSFetchedResultsSectionInfo {
  var name: String
  var indexTitle: String?
  var members: [NSManagedObject]
  var numberOfObjects: Int { members.count }
  var objects: [Any]? { members }
}
