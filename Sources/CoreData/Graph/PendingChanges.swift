/// The objects inserted, changed and deleted since a context last posted
/// `NSManagedObjectContextObjectsDidChange`.
struct PendingChanges {
  var inserted = ObjectList()
  var updated = ObjectList()
  var deleted = ObjectList()

  var isEmpty: Bool { inserted.count == 0 && updated.count == 0 && deleted.count == 0 }
}
