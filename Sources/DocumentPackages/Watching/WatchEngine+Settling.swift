import DocumentWatching
import Foundation

extension WatchEngine {
  /// Reports the documents whose events are over (quiet, or waiting too long).
  func settleDue() {
    let now = ContinuousClock().now
    let due = pending.filter { _, item in
      now - item.last >= quiet || now - item.first >= maximumDelay
    }
    guard !due.isEmpty else { return }
    for name in due.keys { pending[name] = nil }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    let siblings = Set(names.map { $0.lowercased() })
    let present = Set(names)
    var added: [(name: String, known: Known, first: Date)] = []
    var removed: [(name: String, known: Known, first: Date)] = []
    var changes: [DocumentChange] = []
    for (name, item) in due {
      let now = present.contains(name) ? current(name, siblings: siblings) : nil
      switch (snapshot[name], now) {
      case (nil, let new?): added.append((name, new, item.firstDate))
      case (let old?, nil): removed.append((name, old, item.firstDate))
      case (let old?, let new?):
        snapshot[name] = new
        if old.inode != new.inode || old.device != new.device {
          watchPackage(ifNeeded: new)
        }
        if Self.differ(old, new) {
          changes.append(
            DocumentChange(
              kind: .changed, name: name, entry: new.entry, firstEventDate: item.firstDate))
        }
      case (nil, nil): break
      }
    }
    // A document that left one name and took another with the same inode was renamed.
    for addition in added {
      if let index = removed.firstIndex(where: {
        $0.known.inode == addition.known.inode && $0.known.device == addition.known.device
      }) {
        let old = removed.remove(at: index)
        snapshot[old.name] = nil
        snapshot[addition.name] = addition.known
        for (watch, package) in packageWatches where package.document == old.name {
          packageWatches[watch]?.document = addition.name
        }
        changes.append(
          DocumentChange(
            kind: .renamed, name: addition.name, previousName: old.name,
            entry: addition.known.entry, firstEventDate: min(old.first, addition.first)))
        continue
      }
      snapshot[addition.name] = addition.known
      watchPackage(ifNeeded: addition.known)
      let isConflict = addition.known.entry.conflict?.isCertain == true
      changes.append(
        DocumentChange(
          kind: isConflict ? .conflictAppeared : .added, name: addition.name,
          entry: addition.known.entry, originalName: addition.known.entry.conflict?.originalName,
          firstEventDate: addition.first))
    }
    for removal in removed {
      snapshot[removal.name] = nil
      for (watch, package) in packageWatches where package.document == removal.name {
        inotify.remove(watch)
        packageWatches[watch] = nil
      }
      let conflict = removal.known.entry.conflict
      changes.append(
        DocumentChange(
          kind: conflict?.isCertain == true ? .conflictResolved : .removed, name: removal.name,
          originalName: conflict?.originalName, firstEventDate: removal.first))
    }
    changes.sort { ($0.firstEventDate, $0.name) < ($1.firstEventDate, $1.name) }
    for change in changes { continuation.yield(change) }
  }

  /// The document `name` as a listing shows it now, or `nil` when it is not one.
  private func current(_ name: String, siblings: Set<String>) -> Known? {
    guard var entry = lister.entry(for: URL(fileURLWithPath: path + "/" + name), name: name)
    else { return nil }
    entry.conflict = DocumentLister.conflict(for: name, lowercasedSiblings: siblings)
    return Self.identify(entry, in: path)
  }

  /// Whether a document changed: another item, or another date, size, attachment count or
  /// QuickLook state (a numbered name's possible-duplicate mark aside).
  static func differ(_ old: Known, _ new: Known) -> Bool {
    var left = old.entry
    var right = new.entry
    left.conflict = nil
    right.conflict = nil
    return left != right || old.inode != new.inode || old.device != new.device
  }

  private func watchPackage(ifNeeded known: Known) {
    if known.entry.isPackage { watchPackage(known.entry.name) }
  }
}
