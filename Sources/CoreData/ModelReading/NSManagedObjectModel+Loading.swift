import Deflate
import Foundation

extension NSManagedObjectModel {
  /// The largest model file read (a `contents`, `elements` or `.mom`).
  static let maxModelFileSize = 64 << 20

  /// Reads the model at `url`, in any of the forms Apple writes.
  ///
  /// - `.xcdatamodeld`: the version `.xccurrentversion` names (or its only version);
  /// - `.xcdatamodel`: its `contents` XML, or the Xcode 3 `elements` archive;
  /// - `.momd`: the version `VersionInfo.plist` names (or its only `.mom`);
  /// - `.mom`: a keyed archive, binary or XML.
  ///
  /// - Throws: ``ModelError`` naming the file and what is wrong, including a relationship
  ///   whose destination or inverse is not in the model.
  public static func load(contentsOf url: URL) throws(ModelError) -> NSManagedObjectModel {
    let model = try ModelLinker.link(blueprint(contentsOf: url))
    model.loadedFrom = url.standardizedFileURL
    return model
  }

  /// Reads the model a store caches in `Z_MODELCACHE`: a raw deflate stream of the model's
  /// keyed archive.
  ///
  /// - Throws: ``ModelError``.
  static func load(modelCache data: Data, path: String) throws(ModelError) -> NSManagedObjectModel {
    let archive: Data
    do {
      archive = try Inflater.inflate(data, format: .raw, limit: maxModelFileSize)
    } catch {
      throw .malformed(path: path, reason: "Z_MODELCACHE does not inflate: \(error)")
    }
    return try ModelLinker.link(ArchivedModelReader.read(archive, path: path))
  }

  static func blueprint(contentsOf url: URL) throws(ModelError) -> ModelBlueprint {
    let path = url.path
    switch url.pathExtension {
    case "xcdatamodeld":
      return try blueprint(
        contentsOf: try currentVersion(
          of: url, marker: ".xccurrentversion", key: "_XCCurrentVersionName",
          versionExtension: "xcdatamodel"))
    case "momd":
      return try blueprint(
        contentsOf: try currentVersion(
          of: url, marker: "VersionInfo.plist", key: "NSManagedObjectModel_CurrentVersionName",
          versionExtension: "mom"))
    case "xcdatamodel":
      let contents = url.appendingPathComponent("contents")
      if FileManager.default.fileExists(atPath: contents.path) {
        return try SourceModelReader.read(try read(contents), path: contents.path)
      }
      let elements = url.appendingPathComponent("elements")
      if FileManager.default.fileExists(atPath: elements.path) {
        return try ElementsModelReader.read(try read(elements), path: elements.path)
      }
      throw .unreadable(path: path, reason: "neither contents nor elements is inside")
    case "mom":
      return try ArchivedModelReader.read(try read(url), path: path)
    default:
      throw .unknownForm(path: path)
    }
  }

  /// The version directory or file a versioned model names as current.
  static func currentVersion(
    of url: URL, marker: String, key: String, versionExtension: String
  ) throws(ModelError) -> URL {
    let markerURL = url.appendingPathComponent(marker)
    if FileManager.default.fileExists(atPath: markerURL.path) {
      let plist = try AnyPropertyList.decode(try read(markerURL), path: markerURL.path)
      if case .dictionary(let fields) = plist, case .string(var name)? = fields[key] {
        if !name.hasSuffix("." + versionExtension) { name += "." + versionExtension }
        guard !name.contains("/") else {
          throw .malformed(path: markerURL.path, reason: "the version name \(name) has a /")
        }
        return url.appendingPathComponent(name)
      }
    }
    let versions = versionNames(in: url, versionExtension: versionExtension)
    guard versions.count == 1, let only = versions.first else {
      throw .noCurrentVersion(path: url.path, versions: versions)
    }
    return url.appendingPathComponent(only)
  }

  /// The version names (`Model 2.xcdatamodel`, …) inside a versioned model, sorted.
  static func versionNames(in url: URL, versionExtension: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix("." + versionExtension) }.sorted()
  }

  private static func read(_ url: URL) throws(ModelError) -> Data {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    if let size = attributes?[.size] as? Int, size > maxModelFileSize {
      throw .tooLarge(reason: "\(url.path) is \(size) bytes (at most \(maxModelFileSize))")
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
  }
}
