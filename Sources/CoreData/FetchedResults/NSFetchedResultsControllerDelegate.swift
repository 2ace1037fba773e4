import Foundation

/// What a fetched results controller's delegate hears after each save that changes its
/// results (Apple's `NSFetchedResultsControllerDelegate`); every method has an empty default.
///
/// Apple's methods take an `NSFetchedResultsController<NSFetchRequestResult>`; here they take
/// the controller as ``FetchedResultsControlling`` (Swift on Linux cannot name a generic class
/// over a non-`@objc` protocol).
public protocol NSFetchedResultsControllerDelegate: AnyObject {
  /// Called before the changes of one save are reported.
  func controllerWillChangeContent(_ controller: any FetchedResultsControlling)
  /// Called for a section inserted or deleted.
  func controller(
    _ controller: any FetchedResultsControlling,
    didChange sectionInfo: any NSFetchedResultsSectionInfo,
    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
  /// Called for an object inserted, deleted, moved or updated; `indexPath` is its place
  /// before the save, `newIndexPath` after (`[section, row]`).
  func controller(
    _ controller: any FetchedResultsControlling, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
  /// Called after the changes of one save are reported.
  func controllerDidChangeContent(_ controller: any FetchedResultsControlling)
}

extension NSFetchedResultsControllerDelegate {
  /// Does nothing.
  public func controllerWillChangeContent(_ controller: any FetchedResultsControlling) {}
  /// Does nothing.
  public func controller(
    _ controller: any FetchedResultsControlling,
    didChange sectionInfo: any NSFetchedResultsSectionInfo,
    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
  ) {}
  /// Does nothing.
  public func controller(
    _ controller: any FetchedResultsControlling, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
  ) {}
  /// Does nothing.
  public func controllerDidChangeContent(_ controller: any FetchedResultsControlling) {}
}

/// A fetched results controller of any result type, as its delegate sees it.
public protocol FetchedResultsControlling: AnyObject {
  /// The current sections.
  var sections: [any NSFetchedResultsSectionInfo]? { get }
}

/// The kind of change a delegate hears of (Apple's `NSFetchedResultsChangeType`).
public enum NSFetchedResultsChangeType: UInt, Sendable {
  /// An object or section was inserted.
  case insert = 1
  /// An object or section was deleted.
  case delete = 2
  /// An object moved.
  case move = 3
  /// An object changed in place.
  case update = 4
}
