import Foundation

/// One version of a model: a `.xcdatamodel` inside a `.xcdatamodeld`, a `.mom` inside a
/// `.momd`, or a single-version model itself.
public struct ModelVersion: Sendable, Equatable {
  /// The version's name without its extension (`Moody 3`).
  public var name: String
  /// Where the version is; ``NSManagedObjectModel/load(contentsOf:)`` reads it.
  public var url: URL
  /// Whether the bundle names it as its current version.
  public var isCurrent: Bool
}

extension NSManagedObjectModel {
  /// Every version of the model at `url`, sorted by name: the versions of a `.xcdatamodeld`
  /// or `.momd` (the current one marked), or the one version a `.xcdatamodel` or `.mom` is. A
  /// docpkg addition, for finding which version wrote a store.
  ///
  /// - Throws: ``ModelError`` when a bundle's current-version marker is damaged, or names no
  ///   version and the bundle holds more than one; `.unknownForm` for any other path.
  public static func versions(of url: URL) throws(ModelError) -> [ModelVersion] {
    let versionExtension: String
    let current: URL
    switch url.pathExtension {
    case "xcdatamodeld":
      versionExtension = "xcdatamodel"
      current = try currentVersion(
        of: url, marker: ".xccurrentversion", key: "_XCCurrentVersionName",
        versionExtension: versionExtension)
    case "momd":
      versionExtension = "mom"
      current = try currentVersion(
        of: url, marker: "VersionInfo.plist", key: "NSManagedObjectModel_CurrentVersionName",
        versionExtension: versionExtension)
    case "xcdatamodel", "mom":
      return [
        ModelVersion(
          name: url.deletingPathExtension().lastPathComponent, url: url, isCurrent: true)
      ]
    default:
      throw .unknownForm(path: url.path)
    }
    return versionNames(in: url, versionExtension: versionExtension).map { name in
      let version = url.appendingPathComponent(name)
      return ModelVersion(
        name: version.deletingPathExtension().lastPathComponent, url: version,
        isCurrent: name == current.lastPathComponent)
    }.sorted { $0.name < $1.name }
  }
}

extension NSManagedObjectModel {
  /// The versions of the bundle the model was loaded from (``load(contentsOf:)`` of a
  /// `.xcdatamodeld` or `.momd`, or of one version inside one), where a migration looks for the
  /// version that wrote a store, as Apple looks in the app bundle; empty otherwise.
  func siblingVersions() -> [ModelVersion] {
    guard let url = loadedFrom else { return [] }
    let bundles = ["xcdatamodeld", "momd"]
    if bundles.contains(url.pathExtension) { return (try? Self.versions(of: url)) ?? [] }
    let parent = url.deletingLastPathComponent()
    if bundles.contains(parent.pathExtension) { return (try? Self.versions(of: parent)) ?? [] }
    return []
  }
}
