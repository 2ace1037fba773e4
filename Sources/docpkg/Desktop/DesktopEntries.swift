/// The files `docpkg desktop install` writes: a freedesktop.org `.thumbnailer` entry that
/// file managers (GNOME Files, Nemo, Caja, Thunar through tumbler) run for the types docpkg
/// thumbnails and desktops lack, and a shared-mime-info package naming docpkg's own types
/// (`Spec/CLI/desktop.md`).
enum DesktopEntries {
  /// The thumbnailer's file name under `<data dir>/thumbnailers/`.
  static let thumbnailerName = "docpkg.thumbnailer"
  /// The MIME package's file name under `<data dir>/mime/packages/`.
  static let mimePackageName = "docpkg.xml"

  /// One MIME type docpkg declares.
  struct MIMEType: Sendable {
    /// The type, e.g. `application/x-docpkg-note+zip`.
    var name: String
    /// Human-readable name.
    var comment: String
    /// The glob, e.g. `*.note.zip`.
    var glob: String
    /// The parent type, if any.
    var parent: String?
  }

  /// docpkg's own types: its packages (which some file managers name by glob even for
  /// folders) and their zipped transport forms (`pack --zip`).
  static let ownTypes: [MIMEType] = [
    MIMEType(name: "application/x-docpkg-note", comment: "Note document", glob: "*.note"),
    MIMEType(
      name: "application/x-docpkg-note+zip", comment: "Zipped note document",
      glob: "*.note.zip", parent: "application/zip"),
    MIMEType(
      name: "application/x-docpkg-photokeeper", comment: "PhotoKeeper document", glob: "*.ptk"),
    MIMEType(
      name: "application/x-docpkg-photokeeper+zip", comment: "Zipped PhotoKeeper document",
      glob: "*.ptk.zip", parent: "application/zip"),
    MIMEType(
      name: "application/x-docpkg-rtfd+zip", comment: "Zipped RTFD document",
      glob: "*.rtfd.zip", parent: "application/zip"),
  ]

  /// iWork's single-file documents as shared-mime-info names them (with the aliases older
  /// databases and senders use); no desktop ships a thumbnailer for them.
  static let iWorkTypes = [
    "application/vnd.apple.pages", "application/vnd.apple.keynote",
    "application/vnd.apple.numbers", "application/x-iwork-pages-sffpages",
    "application/x-iwork-keynote-sffkey", "application/x-iwork-numbers-sffnumbers",
  ]

  /// Every type the thumbnailer entry claims.
  static var thumbnailedTypes: [String] { iWorkTypes + ownTypes.map(\.name) }

  /// The `.thumbnailer` entry running `executable` (an absolute path).
  static func thumbnailer(executable: String) -> String {
    """
    [Thumbnailer Entry]
    TryExec=\(desktopEscaped(executable))
    Exec=\(execQuoted(executable)) thumbnail --size %s --jobs 1 --progress none --rewrite-output -o %o %i
    MimeType=\(thumbnailedTypes.joined(separator: ";"));

    """
  }

  /// The shared-mime-info package for ``ownTypes``.
  static var mimePackage: String {
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
