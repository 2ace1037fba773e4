import FileWrappers
import Foundation
import IWork

/// Any other package (`Spec/Formats/GenericPackage.md`): docpkg does not know its inside,
/// but finds its thumbnail.
public struct GenericPackage {
  /// Thumbnail candidates in the order the spec gives (names match case-insensitively).
  public static let thumbnailCandidates: [[String]] = {
    let pictureExtensions = ["png", "jpg", "jpeg", "tiff", "tif"]
    return pictureExtensions.map { ["QuickLook", "Thumbnail.\($0)"] }
      + pictureExtensions.map { ["QuickLook", "Preview.\($0)"] }
      + [["preview.jpg"], ["preview-web.jpg"], ["preview-micro.jpg"]]
  }()

  /// The package path.
  public let path: String
  /// The package's name (for a zipped package, the name of the package inside).
  let name: String
  let root: FileWrapper

  /// Reads the package folder at `url` lazily.
  public init(url: URL, limits: ReadingLimits = .default) throws(DocumentPackageError) {
    self.init(folder: try PackageFolder(url: url, limits: limits))
  }

  /// A package already opened (a folder, or a zipped package called `name`).
  init(folder: PackageFolder, name: String? = nil) {
    path = folder.path
    self.name = name ?? (folder.path as NSString).lastPathComponent
    root = folder.root
  }

  /// The existing thumbnail candidates, in order, as (relative path, bytes): regular files
  /// only, never through a symbolic link. Whether they decode is for the caller to try.
  public func thumbnailSources() -> [(path: String, data: Data)] {
    var found: [(path: String, data: Data)] = []
    let candidates = iWork?.previewPaths() ?? Self.thumbnailCandidates
    for candidate in candidates {
      var wrapper: FileWrapper? = root
      var components: [String] = []
      for component in candidate {
        let children = wrapper?.fileWrappers ?? [:]
        let key = children.keys.sorted().first { $0.lowercased() == component.lowercased() }
        wrapper = key.flatMap { children[$0] }
        if let key { components.append(key) }
      }
      guard let file = wrapper, file.isRegularFile, let data = try? file.contents() else {
        continue
      }
      found.append((components.joined(separator: "/"), data))
    }
    return found
  }

  /// The package as an iWork document, when its name and contents make it one.
  public var iWork: IWorkDocument? {
    IWorkDocument(root: root, name: name)
  }
}
