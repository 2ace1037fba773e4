import Foundation

/// The results of a fetch request kept up to date with its context's saves, in sections
/// (Apple's `NSFetchedResultsController`).
///
/// ```swift
/// let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
/// request.sortDescriptors = [NSSortDescriptor(key: "text", ascending: true)]
/// let controller = NSFetchedResultsController(
///   fetchRequest: request, managedObjectContext: context,
///   sectionNameKeyPath: "vocabulary.name", cacheName: nil)
/// try controller.performFetch()
/// controller.sections?.first?.numberOfObjects
/// ```
///
/// After each save of its context the controller fetches again and tells its delegate
/// what changed: `controllerWillChangeContent`, section deletions then insertions, object
/// deletions, insertions, moves and updates, then `controllerDidChangeContent`.
public final class NSFetchedResultsController<ResultType: NSFetchRequestResult>:
  FetchedResultsControlling
{
  /// The request whose results the controller keeps.
  public let fetchRequest: NSFetchRequest<ResultType>
  /// The context fetched from.
  public let managedObjectContext: NSManagedObjectContext
  /// The key path whose value names each object's section (nil: one section).
  public let sectionNameKeyPath: String?
  /// Accepted for source compatibility; nothing is cached.
  public let cacheName: String?
  /// Told of the changes after each save.
  public weak var delegate: (any NSFetchedResultsControllerDelegate)?

  private var results: [NSManagedObject] = []
  private var computedSections: [FetchedSection] = []
  private var observer: (any NSObjectProtocol)?
  private let forwarder = SaveForwarder()

  /// A controller for `fetchRequest` in `context`; call ``performFetch()`` before reading.
  public init(
    fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
    sectionNameKeyPath: String?, cacheName name: String?
  ) {
    self.fetchRequest = fetchRequest
    self.managedObjectContext = context
    self.sectionNameKeyPath = sectionNameKeyPath
    self.cacheName = name
  }

  deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  /// Fetches the results and starts following the context's saves.
  ///
  /// - Throws: ``StoreError`` from the fetch.
  public func performFetch() throws {
    try refetch()
    guard observer == nil else { return }
    forwarder.handler = { [weak self] updated in self?.contextDidSave(updated: updated) }
    let forwarder = self.forwarder
    observer = NotificationCenter.default.addObserver(
      forName: .NSManagedObjectContextDidSave, object: managedObjectContext, queue: nil
    ) { notification in
      let updated = (notification.userInfo?[NSUpdatedObjectsKey] as? Set<NSManagedObject>) ?? []
      forwarder.handler?(Set(updated.map(ObjectIdentifier.init)))
    }
  }

  /// The fetched objects, in order (section by section).
  public var fetchedObjects: [ResultType]? { results.compactMap { $0 as? ResultType } }

  /// The sections, in order.
  public var sections: [any NSFetchedResultsSectionInfo]? { computedSections }

  /// The sections' index titles, each once, in order.
  public var sectionIndexTitles: [String] {
    var titles: [String] = []
    for section in computedSections {
      if let title = section.indexTitle, titles.last != title { titles.append(title) }
    }
    return titles
  }

  /// The index title of a section named `sectionName`: its first letter, capitalized.
  public func sectionIndexTitle(forSectionName sectionName: String) -> String? {
    sectionName.first.map { String($0).uppercased() }
  }

  /// The object at `indexPath` (`[section, row]`).
  public func object(at indexPath: IndexPath) -> ResultType {
    guard indexPath.count == 2, computedSections.indices.contains(indexPath[0]),
      computedSections[indexPath[0]].members.indices.contains(indexPath[1]),
      let object = computedSections[indexPath[0]].members[indexPath[1]] as? ResultType
    else { preconditionFailure("no object at \(indexPath)") }
    return object
  }

  /// The index path of `object`, or nil when it is not in the results.
  public func indexPath(forObject object: ResultType) -> IndexPath? {
    for (sectionIndex, section) in computedSections.enumerated() {
      if let row = section.members.firstIndex(where: { $0 === object }) {
        return IndexPath(indexes: [sectionIndex, row])
      }
    }
    return nil
  }

  private func refetch() throws {
    let request = NSFetchRequest<NSManagedObject>()
    request.entityName = fetchRequest.entityName
    request.entity = fetchRequest.entity
    request.predicate = fetchRequest.predicate
    request.sortDescriptors = fetchRequest.sortDescriptors
    request.fetchLimit = fetchRequest.fetchLimit
    request.fetchOffset = fetchRequest.fetchOffset
    request.includesSubentities = fetchRequest.includesSubentities
    results = try managedObjectContext.fetch(request)
    computedSections = FetchedSections.make(results, keyPath: sectionNameKeyPath) {
      self.sectionIndexTitle(forSectionName: $0)
    }
    results = computedSections.flatMap(\.members)
  }

  private func contextDidSave(updated: Set<ObjectIdentifier>) {
    let before = computedSections
    do { try refetch() } catch { return }
    let changes = FetchedChanges(before: before, after: computedSections, updatedObjects: updated)
    guard !changes.isEmpty, let delegate else { return }
    changes.report(to: delegate, from: self)
  }
}

/// Carries a context's save notifications to a controller: the notification centre's block
/// must be `@Sendable`, and the controller is used on its context's thread only (the
/// notification is posted there, by ``NSManagedObjectContext/save()``).
final class SaveForwarder: @unchecked Sendable {
  var handler: ((Set<ObjectIdentifier>) -> Void)?
}
