import DocpkgSystem

/// Well-known locations of DejaVu Sans, for machines where fontconfig is unusable (no
/// configuration file) but the font package is installed.
enum DejaVuFiles {
  static let folder = "/usr/share/fonts/truetype/dejavu/"

  static func file(for descriptor: FontDescriptor) -> FontFile? {
    guard descriptor.family == FontDescriptor.fallbackFamily else { return nil }
    let name: String
    switch (descriptor.bold, descriptor.italic) {
    case (false, false): name = "DejaVuSans.ttf"
    case (true, false): name = "DejaVuSans-Bold.ttf"
    case (false, true): name = "DejaVuSans-Oblique.ttf"
    case (true, true): name = "DejaVuSans-BoldOblique.ttf"
    }
    let path = folder + name
    return FileSystem.isAccessible(RawPath(path), for: .read) ? FontFile(path: path) : nil
  }
}
