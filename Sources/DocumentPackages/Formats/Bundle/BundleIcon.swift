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
    let layout: (prefix: String, folder: FileWrapper)
    if let contents = directory("Contents", in: root), contents.fileWrappers?["Info.plist"] != nil {
      layout = ("Contents/", contents)
    } else {
      layout = ("", root)
    }
    guard let plistWrapper = regular("Info.plist", in: layout.folder),
      let data = try? plistWrapper.contents()
    else { return .none(reason: "no \(layout.prefix)Info.plist") }
    guard let info = BundleInfo(data: data) else {
      return .none(reason: "\(layout.prefix)Info.plist is not a property list dictionary")
    }
    let resourcesPrefix = layout.prefix.isEmpty ? "" : layout.prefix + "Resources/"
    let resources =
      layout.prefix.isEmpty ? layout.folder : directory("Resources", in: layout.folder)
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
    return .none(reason: "\(layout.prefix)Info.plist names no icon")
  }

  /// File names to try for an icon called `name`.
  static func candidates(for name: String) -> [String] {
    guard !name.isEmpty, !name.contains("/") else { return [] }
    if !(name as NSString).pathExtension.isEmpty { return [name] }
    return [name + ".icns", name + ".png", name + "@2x.png", name + "@3x.png", name]
  }

  /// The child `name` of `folder` when it is a real folder (not a link).
  private static func directory(_ name: String, in folder: FileWrapper) -> FileWrapper? {
    guard let child = folder.fileWrappers?[name], child.isDirectory,
      child.symbolicLinkDestinationURL == nil
    else { return nil }
    return child
  }

  /// The child `name` of `folder` when it is a regular file (not a link).
  private static func regular(_ name: String, in folder: FileWrapper) -> FileWrapper? {
    guard let child = folder.fileWrappers?[name], child.isRegularFile,
      child.symbolicLinkDestinationURL == nil
    else { return nil }
    return child
  }
}
