import FileVersions
import FileWrappers
import Foundation

/// Resolves a document's conflict: keeps one version at the document's path and moves every
/// other version to the Trash (or deletes them), optionally merging `.note` attachments
/// first (`Spec/Versions.md`, "Resolving"). A Live Photo's other half is resolved the same
/// way, keeping its version of the same name.
///
/// Each step is one atomic file-system operation — a merge saved atomically into the kept
/// version, the kept version swapped in with `renameat2(RENAME_EXCHANGE)`, each loser
/// renamed into the Trash — so a process killed at any moment leaves the document as one
/// complete version and every version at the document's path, beside it, or in the Trash.
///
/// ```swift
/// let result = try ConflictResolver().resolve(itemURL: url, keep: .number(1))
/// print(result.kept.path, result.disposed.map(\.path))
/// ```
public struct ConflictResolver {
  /// Which version to keep.
  public enum Choice: Equatable, Sendable {
    /// The current version (number 0).
    case current
    /// The version with this number in `DocumentVersions` (0 is the current one).
    case number(Int)
    /// The version at this path (the document itself or one of its copies).
    case path(URL)
  }

  /// What a resolution did.
  public struct Result {
    /// The version that was kept (its path before the swap).
    public var kept: URL
    /// The versions moved to the Trash or deleted, in order.
    public var disposed: [URL]
    /// Attachment names the merge added to the kept version.
    public var mergedAttachments: [String]
    /// Versions whose contents the merge could not read (still disposed of, so they are
    /// in the Trash unless deleting was asked for).
    public var unreadable: [String]
  }

  /// Trash (default) or delete the losing versions.
  public var disposal: VersionDisposal
  /// How long to wait for another process saving the document.
  public var lockWaitLimit: Duration

  /// A resolver.
  public init(disposal: VersionDisposal = .trash, lockWaitLimit: Duration = .seconds(5)) {
    self.disposal = disposal
    self.lockWaitLimit = lockWaitLimit
  }

  /// Keeps `keep` at `itemURL` and disposes of every other (certain) conflict version.
  ///
  /// - Parameters:
  ///   - itemURL: the document whose versions are resolved.
  ///   - keep: the version to keep: the current one, or one of the conflict versions.
  ///   - merge: for `.note` documents, first add to the kept version every attachment only
  ///     the others have, and the others' differing texts as attachments.
  /// - Throws: ``ConflictResolutionError``; what was done before the failure stays done
  ///   and nothing is lost.
  public func resolve(itemURL: URL, keep: Choice, merge: Bool = false)
    throws(ConflictResolutionError) -> Result
  {
    try resolve(itemURL: itemURL, keep: keep, merge: merge, withPartner: true)
  }

  private func resolve(itemURL: URL, keep: Choice, merge: Bool, withPartner: Bool)
    throws(ConflictResolutionError) -> Result
  {
    let found: DocumentVersions
    do {
      found = try DocumentVersions(itemURL: itemURL)
    } catch {
      throw .fileSystem(error)
    }
    let kept = try chosen(keep, in: found)
    // A Live Photo's other half, found before anything moves (its identifier is read from
    // the files as they are now).
    let folder = itemURL.deletingLastPathComponent()
    let partner =
      withPartner
      ? LivePhotoCompanions.names(of: itemURL.lastPathComponent, in: folder.path).first : nil
    var result = Result(kept: kept.url, disposed: [], mergedAttachments: [], unreadable: [])
    let losers = found.versions.map(\.version).filter { $0 != kept }
    if merge {
      guard DocumentFormat.declared(byName: itemURL.lastPathComponent) == .note else {
        throw .mergeUnsupported(path: itemURL.path)
      }
      let merged = try NoteMerge.merge(into: kept, from: losers)
      result.mergedAttachments = merged.added
      result.unreadable = merged.unreadable
    }
    do {
      if kept.isConflict {
        try kept.replaceItem(
          at: itemURL, options: .byMoving, disposal: disposal, lockWaitLimit: lockWaitLimit)
        result.disposed.append(itemURL)
      }
      for loser in losers where loser.isConflict {
        do {
          try loser.remove(disposal: disposal, lockWaitLimit: lockWaitLimit)
          result.disposed.append(loser.url)
        } catch .versionVanished {
          continue  // someone else removed it; nothing to do
        }
      }
    } catch {
      throw .version(error)
    }
    if let partner {
      result.disposed += try resolvePartner(
        partner, in: folder, keptName: kept.url.lastPathComponent, keptCurrent: !kept.isConflict,
        itemName: itemURL.lastPathComponent)
    }
    return result
  }

  /// Resolves a Live Photo's other half the same way: keeps its version named as the kept
  /// one (`IMG_1 (conflicted copy …).MOV` for `IMG_1 (conflicted copy …).HEIC`), or its
  /// current version when the current one was kept; leaves it alone when it has no such
  /// version.
  private func resolvePartner(
    _ partner: String, in folder: URL, keptName: String, keptCurrent: Bool, itemName: String
  ) throws(ConflictResolutionError) -> [URL] {
    let partnerURL = folder.appendingPathComponent(partner)
    let choice: Choice
    if keptCurrent {
      choice = .current
    } else {
      let counterpart = ConflictVersions.renamed(keptName, from: itemName, to: partner)
      let stem = FileNameParts.split(counterpart).stem
      let named = FileNameParts.join(stem, FileNameParts.split(partner).pathExtension)
      let url = folder.appendingPathComponent(named)
      guard FileManager.default.fileExists(atPath: url.path) else { return [] }
      choice = .path(url)
    }
    return try resolve(itemURL: partnerURL, keep: choice, merge: false, withPartner: false)
      .disposed
  }

  private func chosen(_ keep: Choice, in found: DocumentVersions) throws(ConflictResolutionError)
    -> NSFileVersion
  {
    switch keep {
    case .current:
      return try chosen(.number(0), in: found)
    case .number(let number):
      guard let entry = found.versions.first(where: { $0.number == number }) else {
        throw .noSuchVersion(
          path: found.itemURL.path, choice: "\(number)", count: found.versions.count)
      }
      return entry.version
    case .path(let url):
      let wanted = url.standardizedFileURL.path
      guard
        let entry = found.versions.first(where: {
          $0.version.url.standardizedFileURL.path == wanted
            || ($0.version.url.lastPathComponent == url.lastPathComponent
              && url.deletingLastPathComponent().standardizedFileURL.path
                == found.itemURL.deletingLastPathComponent().standardizedFileURL.path)
        })
      else {
        throw .noSuchVersion(
          path: found.itemURL.path, choice: url.path, count: found.versions.count)
      }
      return entry.version
    }
  }
}
