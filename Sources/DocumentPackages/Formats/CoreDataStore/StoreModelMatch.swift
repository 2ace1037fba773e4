import CoreData
import Foundation

/// Which version of the models beside a store wrote it: each model bundle in the store's
/// folder (`NSManagedObjectModel.modelURLs(besideStoreAt:)`), every version of it compared with
/// the store's recorded version hashes (`Spec/Formats/CoreData.md`, "In the commands").
struct StoreModelMatch {
  /// One model beside the store and what comparing it gave.
  struct Beside {
    /// The model's file name (`Sample.xcdatamodeld`).
    var name: String
    /// The version whose hashes equal the store's, if any.
    var matchingVersion: ModelVersion?
    /// The version the bundle names as current.
    var currentVersion: String?
    /// Why the model could not be compared (it does not load), if so.
    var failure: String?

    /// `Sample.xcdatamodeld: version TestModel 2 (current) matches`, `… matches version
    /// TestModel; the current version is TestModel 2 (an app migrates the store when it
    /// opens it)`, `… no version matches`.
    var summary: String {
      if let failure { return "\(name): does not load (\(failure))" }
      guard let matchingVersion else { return "\(name): no version matches the store" }
      if matchingVersion.isCurrent {
        return "\(name): version \(matchingVersion.name) (current) matches"
      }
      return
        "\(name): version \(matchingVersion.name) matches; the current version is \(currentVersion ?? "unnamed") (an app migrates the store when it opens it)"
    }
  }

  /// At most this many model bundles, and versions of each, are compared.
  static let maximumModels = 8
  static let maximumVersions = 64

  /// The models beside the store at `url` compared with its `metadata`.
  static func models(besideStoreAt url: URL, metadata: [String: Any]) -> [Beside] {
    NSManagedObjectModel.modelURLs(besideStoreAt: url).prefix(maximumModels).map { modelURL in
      var beside = Beside(name: modelURL.lastPathComponent)
      let versions: [ModelVersion]
      do {
        versions = try NSManagedObjectModel.versions(of: modelURL)
      } catch {
        beside.failure = "\(error)"
        return beside
      }
      beside.currentVersion = versions.first(where: \.isCurrent)?.name
      var loaded = 0
      for version in versions.prefix(maximumVersions) {
        guard let model = try? NSManagedObjectModel.load(contentsOf: version.url) else { continue }
        loaded += 1
        if model.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata) {
          // The current version first: it is the one an app opens the store with.
          if beside.matchingVersion == nil || version.isCurrent { beside.matchingVersion = version }
        }
      }
      if loaded == 0, !versions.isEmpty {
        beside.failure = "none of its \(versions.count) versions loads"
      }
      return beside
    }
  }
}
