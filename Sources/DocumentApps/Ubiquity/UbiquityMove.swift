import DocpkgSystem
import FileVersions
import FileWrappers
import Foundation

/// One coordinated move of a document and its conflict copies to a free name.
struct UbiquityMove {
  static let maximumCounter = 10_000

  var source: URL
  var destination: URL

  func perform() throws -> URL {
    let from = source.standardizedFileURL
    guard (try? FileStatus.of(RawPath(from.path))) != nil else {
      throw UbiquityError.missingItem(path: from.path)
    }
    let folder = destination.standardizedFileURL.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw UbiquityError.moveFailed(path: folder.path, reason: "\(error)")
    }
    var outcome: Result<URL, UbiquityError> = .failure(.missingItem(path: from.path))
    var coordinationError: NSError?
    let coordinator = NSFileCoordinator(filePresenter: nil)
    coordinator.coordinate(
      writingItemAt: from, options: .forMoving, writingItemAt: destination,
      options: .forReplacing, error: &coordinationError
    ) { _, _ in
      outcome = Result { () throws(UbiquityError) in try move(from, into: folder) }
      if case .success(let url) = outcome { coordinator.item(at: from, didMoveTo: url) }
    }
    if let coordinationError {
      throw UbiquityError.moveFailed(path: from.path, reason: coordinationError.description)
    }
    return try outcome.get()
  }

  private func move(_ from: URL, into folder: URL) throws(UbiquityError) -> URL {
    let sourceFolder = from.deletingLastPathComponent()
    let oldName = from.lastPathComponent
    let copies =
      (try? ConflictScan(folder: sourceFolder))?.group(for: from)?.copies.map {
        $0.url.lastPathComponent
      } ?? []
    let (stem, pathExtension) = FileNameParts.split(destination.lastPathComponent)
    for counter in [0] + Array(2...Self.maximumCounter) {
      let name = FileNameParts.join(counter == 0 ? stem : "\(stem) \(counter)", pathExtension)
      let copyNames = copies.map { Self.renamed($0, from: oldName, to: name) }
      let targets = ([name] + copyNames).map { folder.appendingPathComponent($0).path }
      if targets.contains(where: { (try? FileStatus.of(RawPath($0))) != nil }) { continue }
      let target = folder.appendingPathComponent(name)
      guard try Self.rename(from.path, to: target.path) else { continue }
      for (copy, copyTarget) in zip(copies, targets.dropFirst()) {
        _ = try? Self.rename(sourceFolder.appendingPathComponent(copy).path, to: copyTarget)
      }
      return target
    }
    throw .noUniqueName(folder: folder.path, base: stem)
  }

  /// Renames without replacing; `false` when the destination appeared meanwhile. Across file
  /// systems the item is copied, then the original removed.
  private static func rename(_ source: String, to destination: String) throws(UbiquityError)
    -> Bool
  {
    let result = source.withCString { from in
      destination.withCString { to in RenameAt2.rename(from, to, flags: RenameAt2.noReplace) }
    }
    switch result {
    case .success: return true
    case .failure(let error) where error == .fileExists: return false
    case .failure(let error) where !RenameAt2.isUnsupported(error) && error != .crossDevice:
      throw .moveFailed(path: source, reason: "\(error)")
    default:
      do {
        if FileManager.default.fileExists(atPath: destination) { return false }
        try FileManager.default.moveItem(atPath: source, toPath: destination)
        return true
      } catch {
        throw .moveFailed(path: source, reason: "\(error)")
      }
    }
  }

  /// The name a conflict copy of `oldName` gets when the document is called `newName`.
  static func renamed(_ copyName: String, from oldName: String, to newName: String) -> String {
    let oldStem = FileNameParts.split(oldName).stem
    let newStem = FileNameParts.split(newName).stem
    guard copyName.hasPrefix(oldStem) else { return copyName }
    return newStem + copyName.dropFirst(oldStem.count)
  }
}
