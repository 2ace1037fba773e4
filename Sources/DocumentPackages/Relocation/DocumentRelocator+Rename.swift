import FileVersions
import FileWrappers
import Foundation

extension DocumentRelocator {
  /// Renames the document at `url` to `newName` in its folder.
  ///
  /// The document's extension is kept (`Beach` and `Beach.ptk` both give `Beach.ptk`); when
  /// that name — or a name one of its conflict versions would get — is taken (compared
  /// case-insensitively), the next of `Beach 1.ptk`, `Beach 2.ptk`, … is used. Its conflict
  /// versions are renamed with it (`Photo 1 (conflicted copy …).ptk` →
  /// `Beach (conflicted copy …).ptk`), and so is a Live Photo's other half (`IMG_1.MOV` with
  /// `IMG_1.HEIC` → `Beach.MOV`). Nothing is ever replaced; if any rename fails, the ones done
  /// are undone.
  ///
  /// - Returns: what moved where; unchanged when the document already has that name.
  /// - Throws: ``RelocationError``: `.inUse` when a save holds it past ``lockWaitLimit``.
  public func rename(_ url: URL, to newName: String) throws(RelocationError) -> RelocationResult {
    let subject = try Subject(url)
    let pathExtension = FileNameParts.split(subject.name).pathExtension
    let base = try Self.targetBase(newName, pathExtension: pathExtension)
    return try coordinated(subject, options: .forMoving) { coordinator throws(RelocationError) in
      let own = Set(([subject.name] + subject.carried).map { $0.lowercased() })
      var taken = Set(Subject.names(in: subject.folder).map { $0.lowercased() })
        .subtracting(own)
      var start = 0
      while let free = freeNames(
        base: base, pathExtension: pathExtension, subject: subject, taken: taken, from: start)
      {
        if free.name == subject.name {
          return unchanged(subject)
        }
        let pairs = zip([subject.name] + subject.carried, [free.name] + free.versions).map {
          (from: subject.folder + "/" + $0, to: subject.folder + "/" + $1)
        }
        // A name that is one of this document's own (a case-only rename) is free too.
        let outcome = try GroupPlacement.renameAll(
          pairs.filter { $0.from != $0.to })
        if outcome == .renamed {
          ItemPlacement.syncFolder(subject.folder)
          return finished(pairs, subject: subject, coordinator: coordinator)
        }
        // Someone took one of the names in the meantime: try the next number.
        taken.insert(free.name.lowercased())
        start = free.counter + 1
      }
      throw .noUniqueName(folder: subject.folder, base: base)
    }
  }

  func unchanged(_ subject: Subject) -> RelocationResult {
    subject.result(subject.urls.map { ItemMove(from: $0, to: $0) })
  }

  /// Tells the coordinator (and in-process presenters) where each item of `subject` went.
  func finished(
    _ pairs: [(from: String, to: String)], subject: Subject, coordinator: NSFileCoordinator
  ) -> RelocationResult {
    let moves = pairs.map {
      ItemMove(from: URL(fileURLWithPath: $0.from), to: URL(fileURLWithPath: $0.to))
    }
    for move in moves {
      if let to = move.to { coordinator.item(at: move.from, didMoveTo: to) }
    }
    return subject.result(moves)
  }
}
