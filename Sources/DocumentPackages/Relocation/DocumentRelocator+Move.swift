import FileVersions
import FileWrappers
import Foundation

extension DocumentRelocator {
  /// Moves the document at `url`, with its conflict versions and its Live Photo partner,
  /// into `folder`.
  ///
  /// It keeps its name unless that (or a version's name) is taken in `folder`; then the next
  /// of `Name 1.ext`, `Name 2.ext`, … is used. Within one file system each item is renamed
  /// (`renameat2(RENAME_NOREPLACE)`: never replacing anything). Across file systems each is
  /// copied to a hidden temporary in `folder`, flushed, compared byte for byte with its
  /// original, renamed to its name, and only then is the original removed — so whenever the
  /// process dies, at least one complete copy exists.
  ///
  /// - Returns: what moved where; unchanged when the document is already in `folder`.
  /// - Throws: ``RelocationError``.
  public func move(_ url: URL, into folder: URL) throws(RelocationError) -> RelocationResult {
    let subject = try Subject(url)
    let destination = folder.standardizedFileURL.path
    try ItemPlacement.checkFolder(destination)
    let here = URL(fileURLWithPath: subject.folder).resolvingSymlinksInPath().path
    if here == URL(fileURLWithPath: destination).resolvingSymlinksInPath().path {
      return unchanged(subject)
    }
    let (stem, pathExtension) = FileNameParts.split(subject.name)
    return try coordinated(subject, options: .forMoving) { coordinator throws(RelocationError) in
      var taken = Set(Subject.names(in: destination).map { $0.lowercased() })
      var start = 0
      var copies: [String]?
      let sources = ([subject.name] + subject.carried).map { subject.folder + "/" + $0 }
      while let free = freeNames(
        base: stem, pathExtension: pathExtension, subject: subject, taken: taken, from: start)
      {
        let targets = ([free.name] + free.versions).map { destination + "/" + $0 }
        if copies == nil {
          let outcome = try GroupPlacement.renameAll(Array(zip(sources, targets)))
          if outcome == .renamed {
            ItemPlacement.syncFolder(destination)
            ItemPlacement.syncFolder(subject.folder)
            return finished(
              Array(zip(sources, targets)), subject: subject, coordinator: coordinator)
          }
          if outcome == .crossDevice {
            copies = try copyAll(sources, into: destination, names: [free.name] + free.versions)
            continue
          }
        } else if let temporaries = copies {
          let outcome = try GroupPlacement.renameAll(Array(zip(temporaries, targets)))
          if outcome == .renamed {
            ItemPlacement.syncFolder(destination)
            for source in sources { try CrossDeviceMove.removeOriginal(source) }
            return finished(
              Array(zip(sources, targets)), subject: subject, coordinator: coordinator)
          }
        }
        taken.insert(free.name.lowercased())
        start = free.counter + 1
      }
      for temporary in copies ?? [] { try? FileManager.default.removeItem(atPath: temporary) }
      throw .noUniqueName(folder: destination, base: stem)
    }
  }

  /// Copies every item into `folder` under hidden names (removing them all if one fails).
  private func copyAll(_ sources: [String], into folder: String, names: [String])
    throws(RelocationError) -> [String]
  {
    var copies: [String] = []
    for (source, name) in zip(sources, names) {
      do {
        copies.append(try CrossDeviceMove.copy(source, into: folder, name: name))
      } catch {
        for copy in copies { try? FileManager.default.removeItem(atPath: copy) }
        throw error
      }
    }
    return copies
  }
}
