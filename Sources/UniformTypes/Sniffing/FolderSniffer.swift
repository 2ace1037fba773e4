import DocpkgSystem

/// Folders recognised by what they hold, for folders whose name declares no package type.
///
/// One layout is known: a `UIManagedDocument` package, whose store is the regular file
/// `StoreContent/persistentStore` (`StoreContent.nosync/persistentStore` when iOS 5–6 kept it
/// in iCloud; apps choose the package's extension, and many use none), is
/// `com.docpkg.managed-document`. Nothing is followed: a `StoreContent` or `persistentStore`
/// that is a symbolic link does not count.
enum FolderSniffer {
  /// The type the folder at `path` is by its contents, or nil for any other folder.
  static func type(ofFolderAt path: String) -> UTType? {
    for folder in ["StoreContent", "StoreContent.nosync"] {
      let content = path + "/" + folder
      if (try? FileStatus.of(RawPath(content)))?.kind == .directory,
        (try? FileStatus.of(RawPath(content + "/persistentStore")))?.kind == .regular
      {
        return UTType(builtIn: "com.docpkg.managed-document")
      }
    }
    return nil
  }
}
