import Foundation

import class Predicates.NSPredicate
import class Predicates.NSSortDescriptor

/// What an ``NSMetadataQuery`` knows, guarded by its lock.
struct QueryState {
  enum Phase { case idle, gathering, live, stopped }

  /// One document seen in the scopes, matching or not.
  struct Tracked {
    var item: NSMetadataItem
    var fingerprint: MetadataScanner.Fingerprint
    var matches: Bool
  }

  var predicate: NSPredicate?
  var sortDescriptors: [NSSortDescriptor] = []
  var searchScopes: [Any] = []
  var operationQueue: OperationQueue?
  var batchingInterval: TimeInterval = 0.1
  var phase = Phase.idle
  var updatesDisabled = 0
  var tracked: [String: Tracked] = [:]
  var results: [Any] = []
}
