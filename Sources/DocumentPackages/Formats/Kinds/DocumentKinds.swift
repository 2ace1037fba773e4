import UniformTypes

/// The registry of document kinds: every command asks it, and nothing outside a kind's own
/// folder names a kind.
enum DocumentKinds {
  /// Every kind docpkg reads, most specific first: the first whose ``DocumentKind/claims(_:)``
  /// accepts a type wins. Adding a kind is one line here.
  static let all: [any DocumentKind] = [
    NoteKind(),
    PhotoKeeperKind(),
    RTFDKind(),
    RTFDKind(flat: true),
    AppBundleKind(),
    CoreDataModelKind(),
    ManagedDocumentKind(),
    GenericPackageKind(),
    RTFFileKind(),
    PDFKind(),
    CoreDataStoreKind(),
    CompiledModelFileKind(),
    VideoKind(),
    ImageFileKind(),
    WebArchiveKind(),
    InternetLocationKind(),
    TextClippingKind(),
    TextFileKind(),
    GenericFileKind(),
  ]

  /// The kind of `format`; the generic package kind for a format no kind has (a zip's own
  /// format, which is opened to the package inside before a kind is asked).
  static func kind(for format: DocumentFormat) -> any DocumentKind {
    all.first { $0.format == format } ?? GenericPackageKind()
  }

  /// The package kind that claims `type`, or `nil` when `type` is not a package type.
  static func packageKind(claiming type: UTType) -> (any DocumentKind)? {
    guard type.conforms(to: .package) else { return nil }
    return all.first { $0.isPackage && $0.claims(type) }
  }

  /// The folder kind that claims `type` when `type` is a bundle but not a package
  /// (`com.apple.framework`: Apple's bundles that Finder shows as folders), if any.
  static func bundleKind(claiming type: UTType) -> (any DocumentKind)? {
    guard type.conforms(to: .bundle), !type.conforms(to: .package) else { return nil }
    return all.first { $0.isPackage && $0.claims(type) }
  }

  /// The regular-file kind that claims `type`, if any.
  static func fileKind(claiming type: UTType) -> (any DocumentKind)? {
    all.first { !$0.isPackage && $0.claims(type) }
  }
}
