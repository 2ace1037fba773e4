import CoreData
import FileWrappers
import Foundation
import RichText

/// The current version of a model bundle, loaded from its file wrappers, as `inspect`, `text`
/// and the thumbnail show it.
struct CoreDataModelOutline {
  /// Why a model does not load: the member read and the reader's cause.
  struct Problem: Error {
    var member: String
    var reason: String
  }

  /// The version read (`Name.xcdatamodel`, `Name.mom`), empty for a single `.xcdatamodel`.
  var version: String
  /// The versions in the bundle.
  var versionCount: Int
  /// The loaded model.
  var model: NSManagedObjectModel

  var entityNames: [String] { model.entities.compactMap(\.name).sorted() }

  /// One line per entity: its name, superentity, attributes and relationships.
  var lines: [String] {
    model.entities.sorted { ($0.name ?? "") < ($1.name ?? "") }.map { entity in
      var line = entity.name ?? "?"
      if let parent = entity.superentity?.name { line += " : " + parent }
      if entity.isAbstract { line += " (abstract)" }
      let attributes = entity.properties.compactMap { $0 as? NSAttributeDescription }.map(\.name)
      let relationships = entity.properties.compactMap { $0 as? NSRelationshipDescription }.map {
        $0.name + ($0.isToMany ? " ->> " : " -> ") + ($0.destinationEntity?.name ?? "?")
      }
      if !attributes.isEmpty { line += "; attributes: " + attributes.joined(separator: ", ") }
      if !relationships.isEmpty {
        line += "; relationships: " + relationships.joined(separator: ", ")
      }
      return line
    }
  }

  /// The outline as the document's text.
  var text: RTFReadResult {
    RTFReadResult(document: TextImport.plainText(lines.joined(separator: "\n")))
  }

  /// The outline as `inspect` annotations.
  var notes: [String: String] {
    var notes = [
      "entities": model.entities.compactMap { entity in
        entity.name.map { "\($0) (\(entity.properties.count) properties)" }
      }.sorted().joined(separator: ", "),
      "modelVersions": String(versionCount),
    ]
    if !version.isEmpty { notes["currentVersion"] = version }
    // The hashes a store written with this version records (`NSStoreModelVersionHashes`), in
    // the Base64 of VersionInfo.plist, so a store and a model can be matched by eye.
    notes["versionHashes"] = Self.hashLine(model)
    return notes
  }

  /// Loads the current version of the bundle `root`.
  static func outline(of root: FileWrapper) -> Result<CoreDataModelOutline, Problem> {
    let children = root.fileWrappers ?? [:]
    // A single source version: `contents` (Xcode 4 and later) or `elements` (Xcode 3).
    if let contents = children["contents"] ?? children["elements"] {
      let form: ModelForm = children["contents"] != nil ? .sourceXML : .xcode3Elements
      return load(contents, member: contents.preferredFilename ?? "contents", form: form).map {
        CoreDataModelOutline(version: "", versionCount: 1, model: $0)
      }
    }
    let sources = children.keys.filter { $0.hasSuffix(".xcdatamodel") }.sorted()
    let compiled = children.keys.filter { $0.hasSuffix(".mom") }.sorted()
    if !sources.isEmpty {
      let name =
        currentVersion(children[".xccurrentversion"], key: "_XCCurrentVersionName")
        .flatMap { sources.contains($0) ? $0 : nil } ?? sources[sources.count - 1]
      let version = children[name]?.fileWrappers ?? [:]
      guard let contents = version["contents"] ?? version["elements"] else {
        return .failure(Problem(member: name, reason: "the version has no contents file"))
      }
      let form: ModelForm = version["contents"] != nil ? .sourceXML : .xcode3Elements
      return load(contents, member: name + "/contents", form: form).map {
        CoreDataModelOutline(version: name, versionCount: sources.count, model: $0)
      }
    }
    if !compiled.isEmpty {
      let named = currentVersion(
        children["VersionInfo.plist"], key: "NSManagedObjectModel_CurrentVersionName")
      let name =
        named.map { $0 + ".mom" }.flatMap { compiled.contains($0) ? $0 : nil }
        ?? compiled[compiled.count - 1]
      guard let file = children[name] else {
        return .failure(Problem(member: name, reason: "missing"))
      }
      return load(file, member: name, form: .compiled).map {
        CoreDataModelOutline(version: name, versionCount: compiled.count, model: $0)
      }
    }
    return .failure(Problem(member: "", reason: "no model version inside (.xcdatamodel or .mom)"))
  }

  /// The version hashes of every version of the bundle `root` other than `current`, as
  /// `inspect` annotations `versionHashes (NAME)`; a version that does not load is
  /// `does not load: …`.
  static func otherVersionHashes(of root: FileWrapper, current: String) -> [String: String] {
    let children = root.fileWrappers ?? [:]
    var notes: [String: String] = [:]
    for name in children.keys.sorted() where name != current {
      let loaded: Result<NSManagedObjectModel, Problem>
      if name.hasSuffix(".xcdatamodel") {
        let version = children[name]?.fileWrappers ?? [:]
        guard let contents = version["contents"] ?? version["elements"] else { continue }
        loaded = load(
          contents, member: name + "/contents",
          form: version["contents"] != nil ? .sourceXML : .xcode3Elements)
      } else if name.hasSuffix(".mom"), let file = children[name] {
        loaded = load(file, member: name, form: .compiled)
      } else {
        continue
      }
      let key = "versionHashes (\((name as NSString).deletingPathExtension))"
      switch loaded {
      case .success(let model): notes[key] = hashLine(model)
      case .failure(let problem): notes[key] = "does not load: \(problem.reason)"
      }
    }
    return notes
  }

  /// `Entity BASE64, …`, entities by name.
  static func hashLine(_ model: NSManagedObjectModel) -> String {
    model.entityVersionHashesByName.sorted { $0.key < $1.key }
      .map { "\($0.key) \($0.value.base64EncodedString())" }.joined(separator: ", ")
  }

  private static func load(_ file: FileWrapper, member: String, form: ModelForm)
    -> Result<NSManagedObjectModel, Problem>
  {
    guard let data = try? file.contents() else {
      return .failure(Problem(member: member, reason: "not a readable file"))
    }
    do {
      return .success(try NSManagedObjectModel.load(data, form: form, name: member))
    } catch {
      return .failure(Problem(member: member, reason: "\(error)"))
    }
  }

  /// The version a marker plist names (`.xccurrentversion`, `VersionInfo.plist`).
  private static func currentVersion(_ file: FileWrapper?, key: String) -> String? {
    guard let data = try? file?.contents(),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else { return nil }
    return plist[key] as? String
  }
}
