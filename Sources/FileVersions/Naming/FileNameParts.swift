/// Splits file names into stem and extension the way Foundation's `pathExtension` does:
/// at the last dot, unless the dot is the first character (`.hidden` has no extension).
package enum FileNameParts {
  /// The stem and the extension (without its dot; empty when there is none).
  package static func split(_ name: String) -> (stem: String, pathExtension: String) {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
    let pathExtension = String(name[name.index(after: dot)...])
    guard !pathExtension.isEmpty, !pathExtension.contains(" ") else { return (name, "") }
    return (String(name[..<dot]), pathExtension)
  }

  /// `stem.pathExtension`, or `stem` alone for an empty extension.
  package static func join(_ stem: String, _ pathExtension: String) -> String {
    pathExtension.isEmpty ? stem : stem + "." + pathExtension
  }
}
