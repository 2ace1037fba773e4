import DocumentPackages

/// The files `docpkg desktop install` writes: a freedesktop.org `.thumbnailer` entry that
/// file managers (GNOME Files, Nemo, Caja, Thunar through tumbler) run for the types docpkg
/// thumbnails and desktops lack, and a shared-mime-info package naming docpkg's own types
/// (`Spec/CLI/desktop.md`).
///
/// ```swift
/// let entry = DesktopEntries.thumbnailer(executable: "/usr/local/bin/docpkg")
/// let types = DesktopEntries.mimePackage
/// ```
public enum DesktopEntries {
  /// The thumbnailer's file name under `<data dir>/thumbnailers/`.
  public static let thumbnailerName = "docpkg.thumbnailer"
  /// The MIME package's file name under `<data dir>/mime/packages/`.
  public static let mimePackageName = "docpkg.xml"

  /// docpkg's own types, from the document kinds (`DesktopTypes.declared`).
  static var ownTypes: [DesktopMIMEType] { DesktopTypes.declared }

  /// Every type the thumbnailer entry claims: the types the desktop knows whose thumbnails
  /// only docpkg makes, then docpkg's own.
  public static var thumbnailedTypes: [String] { DesktopTypes.known + ownTypes.map(\.name) }

  /// The `.thumbnailer` entry running `executable` (an absolute path).
  public static func thumbnailer(executable: String) -> String {
    """
    [Thumbnailer Entry]
    TryExec=\(desktopEscaped(executable))
    Exec=\(execQuoted(executable)) thumbnail --size %s --jobs 1 --progress none --rewrite-output -o %o %i
    MimeType=\(thumbnailedTypes.joined(separator: ";"));

    """
  }

  /// The shared-mime-info package for docpkg's own types (`DesktopTypes.declared`).
  public static var mimePackage: String {
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- Written by docpkg desktop install; removed by docpkg desktop uninstall. -->
      <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">

      """
    for type in ownTypes {
      xml += "  <mime-type type=\"\(type.name)\">\n"
      xml += "    <comment>\(type.comment)</comment>\n"
      if let parent = type.parent { xml += "    <sub-class-of type=\"\(parent)\"/>\n" }
      xml += "    <generic-icon name=\"x-office-document\"/>\n"
      xml += "    <glob pattern=\"\(type.glob)\" weight=\"60\"/>\n"
      xml += "  </mime-type>\n"
    }
    return xml + "</mime-info>\n"
  }

  /// A desktop-entry string value: backslash, newline, tab escaped.
  static func desktopEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\t", with: "\\t")
  }

  /// The program in an `Exec` line: quoted (desktop-entry rules) when it holds a reserved
  /// character, then escaped as a string value.
  static func execQuoted(_ path: String) -> String {
    let reserved = " \t\n\"'\\><~|&;$*?#()`"
    guard path.contains(where: { reserved.contains($0) }) else { return desktopEscaped(path) }
    var quoted = "\""
    for character in path {
      if "\"`$\\".contains(character) { quoted.append("\\") }
      quoted.append(character)
    }
    return desktopEscaped(quoted + "\"")
  }
}
