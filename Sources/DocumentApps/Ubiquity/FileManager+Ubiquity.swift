import Foundation

extension FileManager {
  /// The folder of the ubiquity container `containerIdentifier` (`nil`: the default one): the
  /// sync folder configured as ``UbiquityContainer`` describes, created if missing; `nil`
  /// when none is configured or it cannot be created.
  ///
  /// Documents go in its `Documents` folder, as on Apple platforms (that is what
  /// `NSMetadataQueryUbiquitousDocumentsScope` searches).
  public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? {
    guard let url = UbiquityContainer.configuredURL(identifier: containerIdentifier) else {
      return nil
    }
    do {
      try createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      return nil
    }
    return url
  }

  /// Whether the item at `url` lies inside a configured ubiquity container.
  public func isUbiquitousItem(at url: URL) -> Bool {
    guard let container = UbiquityContainer.configuredURL() else { return false }
    let root = container.standardizedFileURL.resolvingSymlinksInPath().path
    let item = url.standardizedFileURL.deletingLastPathComponent().resolvingSymlinksInPath()
      .appendingPathComponent(url.lastPathComponent).path
    return item.hasPrefix(root + "/")
  }

  /// Moves the document at `url` into the ubiquity container (`flag` true) or out of it to
  /// `destinationURL`, as Apple's call does, together with the conflict copies sync clients
  /// left beside it (renamed after it).
  ///
  /// The move is coordinated (`NSFileCoordinator`, `.forMoving` on the source,
  /// `.forReplacing` on the destination). It never replaces anything: when the destination
  /// name (or a copy's) is taken, the next free `Name 2.ext`, `Name 3.ext`… is used; the
  /// URL the document ended at is returned (Apple's returns nothing and fails instead).
  ///
  /// - Throws: ``UbiquityError``.
  @discardableResult
  public func setUbiquitous(_ flag: Bool, itemAt url: URL, destinationURL: URL) throws -> URL {
    if flag {
      guard let container = UbiquityContainer.configuredURL() else {
        throw UbiquityError.noContainer
      }
      let root = container.standardizedFileURL.path
      guard destinationURL.standardizedFileURL.path.hasPrefix(root + "/") else {
        throw UbiquityError.outsideContainer(path: destinationURL.path, container: root)
      }
    }
    return try UbiquityMove(source: url, destination: destinationURL).perform()
  }
}
