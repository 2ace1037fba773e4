import UniformTypes

extension UTType {
  /// docpkg's PhotoKeeper package (`.ptk`): photo.data and photo.metadata.
  /// (`com.docpkg.photokeeper`)
  ///
  /// The declaration itself stays in UniformTypes' built-in table (`Spec/Types/docpkg-types.plist`)
  /// so that code linking UniformTypes alone (the content sniffer, `NSMetadataQuery`'s content
  /// type) knows `.ptk` too; the kind only names it, as an app's `UTType(exportedAs:)` does.
  public static let photoKeeperDocument = UTType(exportedAs: "com.docpkg.photokeeper")
}
