import Foundation

/// The icon keys of a bundle's `Info.plist` (XML or binary; read with Foundation's
/// `PropertyListSerialization`, which parses both on Linux).
struct BundleInfo {
  /// `CFBundleIconFile`.
  var iconFile: String?
  /// `CFBundleIcons` → `CFBundlePrimaryIcon` → `CFBundleIconFiles`, then the same under
  /// `CFBundleIcons~ipad`.
  var iconFiles: [String] = []
  /// `CFBundleIconName` (top level or in the primary icon): an asset-catalogue name.
  var iconName: String?

  /// The most property-list bytes read (`Spec/Limits.md`).
  static let maximumSize = 4 << 20

  /// Parses `data`; `nil` when it is too large or not a property-list dictionary.
  init?(data: Data) {
    guard data.count <= Self.maximumSize,
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let dictionary = plist as? [String: Any]
    else { return nil }
    iconFile = dictionary["CFBundleIconFile"] as? String
    iconName = dictionary["CFBundleIconName"] as? String
    for key in ["CFBundleIcons", "CFBundleIcons~ipad"] {
      guard let icons = dictionary[key] as? [String: Any],
        let primary = icons["CFBundlePrimaryIcon"] as? [String: Any]
      else { continue }
      iconFiles += (primary["CFBundleIconFiles"] as? [Any])?.compactMap { $0 as? String } ?? []
      if iconName == nil { iconName = primary["CFBundleIconName"] as? String }
    }
  }

  /// The icon file names to look for, in order (the largest iOS icon file listed last is
  /// usually the biggest, so the list is tried from the end).
  var iconFileNames: [String] {
    var names: [String] = []
    if let iconFile, !iconFile.isEmpty { names.append(iconFile) }
    names += iconFiles.reversed()
    if let iconName, !iconName.isEmpty { names.append(iconName) }
    return names
  }
}
