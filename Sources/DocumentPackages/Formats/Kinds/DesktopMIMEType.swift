/// A MIME type docpkg declares to the desktop (shared-mime-info) for one of its kinds, so
/// that file managers name the files and run docpkg's thumbnailer for them.
public struct DesktopMIMEType: Sendable, Equatable {
  /// The type, e.g. `application/x-docpkg-note+zip`.
  public var name: String
  /// Human-readable name.
  public var comment: String
  /// The glob, e.g. `*.note.zip`.
  public var glob: String
  /// The parent type, if any.
  public var parent: String?

  /// A type called `name`, described by `comment`, matched by `glob`.
  public init(name: String, comment: String, glob: String, parent: String? = nil) {
    self.name = name
    self.comment = comment
    self.glob = glob
    self.parent = parent
  }
}

/// What the document kinds tell the desktop (`docpkg desktop install`).
public enum DesktopTypes {
  /// The types docpkg declares itself, kind by kind in registry order: its packages (which
  /// some file managers name by glob even for folders) and their zipped transport forms.
  public static var declared: [DesktopMIMEType] { DocumentKinds.all.flatMap(\.desktopTypes) }

  /// Types the desktop already knows (shared-mime-info names) whose thumbnails only docpkg
  /// makes, kind by kind (iWork's single-file documents, with their aliases).
  public static var known: [String] { DocumentKinds.all.flatMap(\.desktopThumbnailedTypes) }
}
