import FileWrappers
import Foundation

/// Where a bundle's icon is, as its `Info.plist` names it (`Spec/Formats/AppBundle.md`).
///
/// macOS bundles keep `Contents/Info.plist` and `Contents/Resources/`; iOS-style flat
/// bundles keep both at the top. The icon is `CFBundleIconFile` (with `.icns` added when it
/// has no extension), else the files of `CFBundleIcons` → `CFBundlePrimaryIcon` →
/// `CFBundleIconFiles` (with `.png`, `@2x.png`, `@3x.png` tried), looked up in the resources
/// folder. Symbolic links are never followed: a link where the icon or a folder should be
/// counts as no icon (so nothing outside the bundle is read).
struct BundleIcon {
  /// What the lookup found.
  enum Outcome {
    /// The icon file's bytes and its path inside the bundle.
    case file(path: String, data: Data)
    /// The icon lives only in the compiled asset catalogue (`Assets.car`, not read).
    case assetCatalogOnly(path: String)
    /// The Info.plist names an icon that is not there (or is a link).
    case missing(name: String)
    /// No Info.plist, or one naming no icon.
    case none(reason: String)
  }

  /// Looks up the icon of the bundle rooted at `root`.
  static func find(in root: FileWrapper) -> Outcome {
    let layout = Layout.of(root)
    guard let plistWrapper = regular("Info.plist", in: layout.plistFolder),
      let data = try? plistWrapper.contents()
    else { return .none(reason: "no \(layout.plistPrefix)Info.plist") }
    guard let info = BundleInfo(data: data) else {
      return .none(reason: "\(layout.plistPrefix)Info.plist is not a property list dictionary")
    }
    let resourcesPrefix = layout.resourcesPrefix
    let resources = layout.resources
    let names = info.iconFileNames
    for name in names {
      for candidate in candidates(for: name) {
        if let resources, let wrapper = regular(candidate, in: resources),
          let bytes = try? wrapper.contents()
        {
          return .file(path: resourcesPrefix + candidate, data: bytes)
        }
      }
    }
    if let resources, regular("Assets.car", in: resources) != nil {
      return .assetCatalogOnly(path: resourcesPrefix + "Assets.car")
    }
    if let first = names.first { return .missing(name: resourcesPrefix + first) }
    return .none(reason: "\(layout.plistPrefix)Info.plist names no icon")
  }

  /// Where a bundle keeps its `Info.plist` and resources: `Contents/` (macOS apps and
  /// plug-ins), `Resources/` or `Versions/<one version>/Resources/` (frameworks, whose
  /// top-level `Resources` is usually a link and so not followed), else the top (iOS).
  struct Layout {
    var plistFolder: FileWrapper
    var plistPrefix: String
    var resources: FileWrapper?
    var resourcesPrefix: String

    static func of(_ root: FileWrapper) -> Layout {
      if let contents = directory("Contents", in: root), hasInfo(contents) {
        return Layout(
          plistFolder: contents, plistPrefix: "Contents/",
          resources: directory("Resources", in: contents), resourcesPrefix: "Contents/Resources/")
      }
      if let resources = directory("Resources", in: root), hasInfo(resources) {
        return Layout(
          plistFolder: resources, plistPrefix: "Resources/", resources: resources,
          resourcesPrefix: "Resources/")
      }
      if let versions = directory("Versions", in: root) {
        let found = (versions.fileWrappers ?? [:]).sorted { $0.key < $1.key }.compactMap {
          name, wrapper -> (String, FileWrapper)? in
          guard wrapper.isDirectory, wrapper.symbolicLinkDestinationURL == nil,
            let resources = directory("Resources", in: wrapper), hasInfo(resources)
          else { return nil }
          return (name, resources)
        }
        if let (name, resources) = found.first {
          let prefix = "Versions/\(name)/Resources/"
          return Layout(
            plistFolder: resources, plistPrefix: prefix, resources: resources,
            resourcesPrefix: prefix)
        }
      }
      return Layout(plistFolder: root, plistPrefix: "", resources: root, resourcesPrefix: "")
    }

    private static func hasInfo(_ folder: FileWrapper) -> Bool {
      folder.fileWrappers?["Info.plist"] != nil
    }
  }

  /// File names to try for an icon called `name`.
  static func candidates(for name: String) -> [String] {
    guard !name.isEmpty, !name.contains("/") else { return [] }
    if !(name as NSString).pathExtension.isEmpty { return [name] }
    return [name + ".icns", name + ".png", name + "@2x.png", name + "@3x.png", name]
  }

  /// The child `name` of `folder` when it is a real folder (not a link).
  fileprivate static func directory(_ name: String, in folder: FileWrapper) -> FileWrapper? {
    guard let child = folder.fileWrappers?[name], child.isDirectory,
      child.symbolicLinkDestinationURL == nil
    else { return nil }
    return child
  }

  /// The child `name` of `folder` when it is a regular file (not a link).
  fileprivate static func regular(_ name: String, in folder: FileWrapper) -> FileWrapper? {
    guard let child = folder.fileWrappers?[name], child.isRegularFile,
      child.symbolicLinkDestinationURL == nil
    else { return nil }
    return child
  }
}
