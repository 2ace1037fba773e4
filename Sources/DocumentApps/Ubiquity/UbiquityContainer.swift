import Foundation

/// Where the ubiquity container is: a folder a sync client (Dropbox, Nextcloud, Syncthing,
/// OneDrive, rclone mount…) keeps in step with other computers, configured by the user.
///
/// Read in this order (Spec/AppleAPI/NSMetadataQuery.md, "Ubiquity containers"):
/// 1. `DOCPKG_UBIQUITY_CONTAINER`: the folder, for every container identifier;
/// 2. `$XDG_CONFIG_HOME/docpkg/ubiquity-containers` (default `~/.config/…`): one
///    `IDENTIFIER = FOLDER` line per container, and optionally one line holding only a
///    folder, used for every other identifier and for `nil`. `#` starts a comment; a leading
///    `~/` is the home folder.
///
/// None set: `nil`, as on a device signed out of iCloud.
public enum UbiquityContainer {
  /// The configuration file's path.
  public static var configurationFile: URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? (NSHomeDirectory() + "/.config")
    return URL(fileURLWithPath: base).appendingPathComponent("docpkg/ubiquity-containers")
  }

  /// The configured folder of the container `identifier` (`nil`: the default one), or `nil`
  /// when none is configured.
  public static func configuredURL(identifier: String? = nil) -> URL? {
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["DOCPKG_UBIQUITY_CONTAINER"], !folder.isEmpty {
      return URL(fileURLWithPath: expand(folder), isDirectory: true)
    }
    guard
      let text = try? String(contentsOf: configurationFile, encoding: .utf8),
      text.utf8.count <= 1 << 20
    else { return nil }
    return folder(inConfiguration: text, identifier: identifier)
  }

  /// The folder the configuration `text` gives the container `identifier`.
  static func folder(inConfiguration text: String, identifier: String?) -> URL? {
    var fallback: String?
    var first: String?
    for rawLine in text.split(whereSeparator: \.isNewline) {
      let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .trimmingCharacters(in: .whitespaces)
      if line.isEmpty { continue }
      if let equals = line.firstIndex(of: "=") {
        let name = line[..<equals].trimmingCharacters(in: .whitespaces)
        let folder = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if first == nil { first = folder }
        if name == identifier { return URL(fileURLWithPath: expand(folder), isDirectory: true) }
      } else if fallback == nil {
        fallback = line
      }
    }
    guard let folder = fallback ?? (identifier == nil ? first : nil) else { return nil }
    return URL(fileURLWithPath: expand(folder), isDirectory: true)
  }

  private static func expand(_ path: String) -> String {
    path.hasPrefix("~/") ? NSHomeDirectory() + path.dropFirst(1) : path
  }
}
