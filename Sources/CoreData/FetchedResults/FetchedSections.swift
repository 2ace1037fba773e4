import Foundation

/// Sections of sorted objects: consecutive objects with the same section name together.
enum FetchedSections {
  static func make(
    _ objects: [NSManagedObject], keyPath: String?, indexTitle: (String) -> String?
  ) -> [FetchedSection] {
    guard let keyPath else {
      return objects.isEmpty ? [] : [FetchedSection(name: "", indexTitle: nil, members: objects)]
    }
    var sections: [FetchedSection] = []
    var byName: [String: Int] = [:]
    for object in objects {
      let value = object.value(forKeyPath: keyPath)
      let name = value.map { "\($0)" } ?? ""
      if let index = byName[name] {
        sections[index].members.append(object)
      } else {
        byName[name] = sections.count
        sections.append(FetchedSection(name: name, indexTitle: indexTitle(name), members: [object]))
      }
    }
    return sections
  }
}

/// What changed between two fetches of a controller, in the order Apple reports it.
struct FetchedChanges {
  var deletedSections: [(Int, FetchedSection)] = []
  var insertedSections: [(Int, FetchedSection)] = []
  var deleted: [(NSManagedObject, IndexPath)] = []
  var inserted: [(NSManagedObject, IndexPath)] = []
  var moved: [(NSManagedObject, IndexPath, IndexPath)] = []
  var updated: [(NSManagedObject, IndexPath)] = []

  init(before: [FetchedSection], after: [FetchedSection], updatedObjects: Set<ObjectIdentifier>) {
    let oldNames = Set(before.map(\.name))
    let newNames = Set(after.map(\.name))
    for (index, section) in before.enumerated() where !newNames.contains(section.name) {
      deletedSections.append((index, section))
    }
    for (index, section) in after.enumerated() where !oldNames.contains(section.name) {
      insertedSections.append((index, section))
    }
    let oldPlaces = Self.places(before)
    let newPlaces = Self.places(after)
    // A surviving object moved when its section changed or its rank among the other
    // surviving objects of the section did; rows shifting around insertions and deletions
    // are not moves.
    let oldRanks = Self.survivorRanks(before, keeping: newPlaces)
    let newRanks = Self.survivorRanks(after, keeping: oldPlaces)
    for (sectionIndex, section) in after.enumerated() {
      for (row, object) in section.members.enumerated() {
        let id = ObjectIdentifier(object)
        let path = IndexPath(indexes: [sectionIndex, row])
        guard let old = oldPlaces[id] else {
          inserted.append((object, path))
          continue
        }
        if before[old.path[0]].name != section.name || oldRanks[id] != newRanks[id] {
          moved.append((object, old.path, path))
        } else if updatedObjects.contains(id) {
          updated.append((object, old.path))
        }
      }
    }
    for (sectionIndex, section) in before.enumerated() {
      for (row, object) in section.members.enumerated()
      where newPlaces[ObjectIdentifier(object)] == nil {
        deleted.append((object, IndexPath(indexes: [sectionIndex, row])))
      }
    }
  }

  private static func places(_ sections: [FetchedSection]) -> [ObjectIdentifier: (
    path: IndexPath, name: String
  )] {
    var result: [ObjectIdentifier: (path: IndexPath, name: String)] = [:]
    for (sectionIndex, section) in sections.enumerated() {
      for (row, object) in section.members.enumerated() {
        result[ObjectIdentifier(object)] = (IndexPath(indexes: [sectionIndex, row]), section.name)
      }
    }
    return result
  }

  private static func survivorRanks(
    _ sections: [FetchedSection], keeping other: [ObjectIdentifier: (path: IndexPath, name: String)]
  ) -> [ObjectIdentifier: Int] {
    var result: [ObjectIdentifier: Int] = [:]
    for section in sections {
      var rank = 0
      for object in section.members where other[ObjectIdentifier(object)] != nil {
        result[ObjectIdentifier(object)] = rank
        rank += 1
      }
    }
    return result
  }

  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && deleted.isEmpty && inserted.isEmpty
      && moved.isEmpty && updated.isEmpty
  }

  func report(
    to delegate: any NSFetchedResultsControllerDelegate,
    from controller: any FetchedResultsControlling
  ) {
    delegate.controllerWillChangeContent(controller)
    for (index, section) in deletedSections {
      delegate.controller(controller, didChange: section, atSectionIndex: index, for: .delete)
    }
    for (index, section) in insertedSections {
      delegate.controller(controller, didChange: section, atSectionIndex: index, for: .insert)
    }
    for (object, path) in deleted {
      delegate.controller(controller, didChange: object, at: path, for: .delete, newIndexPath: nil)
    }
    for (object, path) in inserted {
      delegate.controller(controller, didChange: object, at: nil, for: .insert, newIndexPath: path)
    }
    for (object, old, new) in moved {
      delegate.controller(controller, didChange: object, at: old, for: .move, newIndexPath: new)
    }
    for (object, path) in updated {
      delegate.controller(controller, didChange: object, at: path, for: .update, newIndexPath: path)
    }
    delegate.controllerDidChangeContent(controller)
  }
}
