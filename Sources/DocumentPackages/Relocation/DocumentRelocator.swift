import FileVersions
import FileWrappers
import Foundation

/// Renames, moves and deletes documents the way a document-based app does in a synced
/// folder: under unique names (`Beach.ptk`, `Beach 1.ptk`, … as new documents get), never
/// replacing anything, with the document's conflict versions carried along, coordinated
/// with saves and other coordinated accesses (`NSFileCoordinator`), and all-or-nothing.
///
/// ```swift
/// let relocator = DocumentRelocator()
/// let renamed = try relocator.rename(URL(fileURLWithPath: "Photo 1.ptk"), to: "Beach")
/// renamed.document.to  // …/Beach.ptk (or Beach 1.ptk when that is taken)
/// try relocator.move(renamed.document.to!, into: URL(fileURLWithPath: "Synced"))
/// ```
///
/// A symbolic link given as the document is refused, never followed; links inside a package
/// are moved or copied as links.
public struct DocumentRelocator: Sendable {
  /// How long to wait for a save or coordinated access holding the document.
  public var lockWaitLimit: Duration
  /// How many numbered names to try before giving up.
  public var maxAttempts: Int

  /// A relocator that waits up to `lockWaitLimit` for a document in use.
  public init(lockWaitLimit: Duration = .seconds(30), maxAttempts: Int = 10_000) {
    self.lockWaitLimit = lockWaitLimit
    self.maxAttempts = maxAttempts
  }

  /// The document at `url`, its conflict versions and its Live Photo partner, checked.
  struct Subject {
    var path: String
    var folder: String
    var name: String
    var versions: [String]
    /// The other half of a Live Photo, with its own conflict copies.
    var companions: [String]

    init(_ url: URL) throws(RelocationError) {
      path = url.standardizedFileURL.path
      try ItemPlacement.checkDocument(path)
      folder = (path as NSString).deletingLastPathComponent
      name = (path as NSString).lastPathComponent
      versions = ConflictVersions.names(of: name, in: folder)
      let (name, folder) = (name, folder)
      let partners = LivePhotoCompanions.names(of: name, in: folder)
      companions = partners + partners.flatMap { ConflictVersions.names(of: $0, in: folder) }
    }

    /// Everything carried with the document: its versions, then its companions. Each shares
    /// the document's stem, so a new name for the document names them all.
    var carried: [String] { versions + companions }

    var urls: [URL] { ([name] + carried).map { URL(fileURLWithPath: folder + "/" + $0) } }

    /// The result of handling `moves`, one per item of ``urls``, in that order.
    func result(_ moves: [ItemMove]) -> RelocationResult {
      RelocationResult(
        document: moves[0], versions: Array(moves.dropFirst().prefix(versions.count)),
        companions: Array(moves.dropFirst(1 + versions.count)))
    }

    static func names(in folder: String) -> [String] {
      (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }
  }

  /// Holds the document and its versions for writing while `body` runs.
  func coordinated<T>(
    _ subject: Subject, options: NSFileCoordinator.WritingOptions,
    _ body: (NSFileCoordinator) throws(RelocationError) -> T
  ) throws(RelocationError) -> T {
    let coordinator = NSFileCoordinator(filePresenter: nil)
    coordinator.lockWaitLimit = lockWaitLimit
    var error: NSError?
    var result: Result<T, RelocationError> = .failure(.inUse(path: subject.path, seconds: 0))
    coordinator.prepare(
      forReadingItemsAt: [], options: [], writingItemsAt: subject.urls, options: options,
      error: &error
    ) { _ in
      do throws(RelocationError) {
        result = .success(try body(coordinator))
      } catch {
        result = .failure(error)
      }
    }
    if error != nil {
      throw .inUse(path: subject.path, seconds: lockWaitLimit.components.seconds)
    }
    return try result.get()
  }

  /// The name a document gets from `newName`: the document's extension kept (and not
  /// doubled when `newName` already ends with it).
  static func targetBase(_ newName: String, pathExtension: String) throws(RelocationError)
    -> String
  {
    var base = newName.trimmingWhitespace()
    if !pathExtension.isEmpty, base.lowercased().hasSuffix("." + pathExtension.lowercased()) {
      base = String(base.dropLast(pathExtension.count + 1))
    }
    guard !base.hasPrefix(".") else {
      throw .invalidName(name: newName, reason: "a name starting with a dot would be hidden")
    }
    do {
      try SafeName.validate(FileNameParts.join(base, pathExtension))
    } catch {
      throw .invalidName(name: newName, reason: "\(error)")
    }
    return base
  }

  /// The first numbered name of `base` for which the document and every version are free
  /// in `taken` (lowercased names).
  func freeNames(
    base: String, pathExtension: String, subject: Subject, taken: Set<String>, from start: Int
  ) -> (counter: Int, name: String, versions: [String])? {
    for counter in start..<max(start, maxAttempts) {
      let name = UniqueName.candidateName(
        base: base, pathExtension: pathExtension, counter: counter)
      let versions = subject.carried.map {
        ConflictVersions.renamed($0, from: subject.name, to: name)
      }
      if ([name] + versions).contains(where: { taken.contains($0.lowercased()) }) { continue }
      return (counter, name, versions)
    }
    return nil
  }
}
