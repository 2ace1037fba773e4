/// An object as an ancestor context has it, copied on the ancestor's queue so that a child
/// context can make (or update) its own instance of it.
struct InheritedState {
  let objectID: NSManagedObjectID
  let entity: NSEntityDescription
  let layout: PropertyLayout
  let attributeValues: Slots<Any>
  let toOneKeys: Slots<ToOneKey>
  let version: Int64
  let isDeleted: Bool

  init(_ object: NSManagedObject) {
    if object.faultState == .stale { object.fireFault() }
    object.recordToOneKeys()
    objectID = object.objectID
    entity = object.entity
    layout = object.layout
    attributeValues = object.attributeValues
    toOneKeys = object.toOneKeys
    version = object.version
    isDeleted = object.lifecycle == .deleted
  }

  /// Whether an ancestor's instance has changes a child must see instead of the store's row.
  static func isChanged(_ object: NSManagedObject) -> Bool {
    object.lifecycle != .saved || !object.changes.isEmpty
  }
}

/// The unsaved changes of a context's ancestors, nearest ancestor first: objects they
/// deleted (which a child's fetches leave out) and objects they inserted (which a child's
/// fetches include).
struct InheritedChanges {
  var deleted: Set<NSManagedObjectID> = []
  var inserted: [InheritedState] = []
}
