import DocumentPackages

/// `list --watch --where`: keeps the names of the documents that match the predicate and
/// turns each change into what a listing filtered by it would show. A document that starts
/// matching after a change is `added`, one that stops matching is `removed`; changes to
/// documents that do not match are dropped. Conflict events follow their original document.
struct ListWatchFilter: Sendable {
  /// Whether the document named so (in the watched folder, as it is now) matches.
  var matches: @Sendable (String) -> Bool
  /// The matching documents, as last reported.
  private(set) var matching: Set<String> = []

  /// A filter whose matching set starts from the documents present when watching began.
  init(initial names: [String], matches: @escaping @Sendable (String) -> Bool) {
    self.matches = matches
    matching = Set(names.filter(matches))
  }

  /// The change to print for `change`, or `nil` when the filtered listing does not change.
  mutating func apply(_ change: DocumentChange) -> DocumentChange? {
    switch change.kind {
    case .watchLimitReached:
      return change
    case .added, .changed:
      let was = matching.contains(change.name)
      let now = matches(change.name)
      return transition(change, was: was, now: now, name: change.name, oldName: change.name)
    case .removed:
      return matching.remove(change.name) == nil ? nil : change
    case .renamed:
      let oldName = change.previousName ?? change.name
      let was = matching.contains(oldName)
      let now = matches(change.name)
      return transition(change, was: was, now: now, name: change.name, oldName: oldName)
    case .conflictAppeared, .conflictResolved:
      guard let original = change.originalName, matching.contains(original) else { return nil }
      return change
    }
  }

  private mutating func transition(
    _ change: DocumentChange, was: Bool, now: Bool, name: String, oldName: String
  ) -> DocumentChange? {
    switch (was, now) {
    case (false, false):
      return nil
    case (true, true):
      matching.remove(oldName)
      matching.insert(name)
      return change
    case (false, true):
      matching.insert(name)
      return DocumentChange(
        kind: .added, name: name, entry: change.entry, firstEventDate: change.firstEventDate)
    case (true, false):
      matching.remove(oldName)
      return DocumentChange(kind: .removed, name: oldName, firstEventDate: change.firstEventDate)
    }
  }
}
