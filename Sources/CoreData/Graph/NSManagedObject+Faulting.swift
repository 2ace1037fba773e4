/// Faults: an object fetched (or reached through a relationship) is a fault until one of its
/// properties is first read or set, as on Apple platforms; ``NSManagedObject/isFault`` tells.
///
/// A fetched fault holds the row it was read from (Core Data's row cache), so firing it
/// costs nothing; an object turned back into a fault by
/// ``NSManagedObjectContext/refresh(_:mergeChanges:)`` reads its row again when it fires.
extension NSManagedObject {
  /// Where an object is between fault and realized object.
  enum FaultState {
    /// Its values are in use.
    case realized
    /// A fault whose values, read with the row, are in hand.
    case fault
    /// A fault whose values are read again from the store (or an ancestor) when it fires.
    case stale
  }

  /// Realizes a fault, reading its values again when it was refreshed into one.
  ///
  /// A fetch's own predicate and sort descriptors read values without firing (the objects
  /// they pass stay faults, as when Apple's SQL evaluates them).
  func fireFault() {
    switch faultState {
    case .realized: return
    case .fault:
      if managedObjectContext?.isEvaluatingFetch == true { return }
      faultState = .realized
    case .stale:
      faultState = .realized
      guard let fresh = managedObjectContext?.currentState(of: objectID) else { return }
      attributeValues = fresh.attributeValues
      toOneKeys = fresh.toOneKeys
      keysInRelationships = false
      version = fresh.version
      relationships.removeAll()
    }
  }

  /// Turns the object into a fault whose values are read again when it fires.
  func turnIntoFault() {
    recordToOneKeys()
    faultState = .stale
    relationships.removeAll()
  }
}
