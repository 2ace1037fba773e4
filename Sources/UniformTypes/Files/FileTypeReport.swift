/// What docpkg concludes about one path: the type its name declares, the type its bytes show,
/// and whether they agree.
public struct FileTypeReport: Sendable, Equatable {
  /// What is at the path.
  public enum Kind: String, Sendable {
    /// A regular file.
    case file
    /// A directory whose extension names a package type (`.rtfd`, `.note`, `.app`), or whose
    /// contents show one (a `UIManagedDocument`'s `StoreContent/persistentStore`).
    case package
    /// Any other directory.
    case folder
    /// A device, FIFO or socket: typed by its extension only, never read.
    case special
  }

  /// How the declared and sniffed types relate.
  public enum Agreement: String, Sendable {
    /// Same type, or one conforms to the other (`.svg` sniffed as XML is not this: see
    /// `compatible`).
    case match
    /// The sniffer found only a generic container the declared type is built on: text for a
    /// text format, zip for a zip-based one, XML for an XML-based one, a property list for a
    /// web archive, clipping or link.
    case compatible
    /// The bytes are something else (a `.png` that is really a JPEG).
    case mismatch
    /// Nothing to compare: no declared type, or the bytes are unrecognised binary, or a
    /// directory.
    case unknown
  }

  /// The path as given.
  public var path: String
  /// File, package or folder.
  public var kind: Kind
  /// The type the filename extension declares; `nil` without an extension. For directories,
  /// the package type or `.folder`.
  public var declaredType: UTType?
  /// The type the first bytes show; `nil` for unrecognised binary data and for directories,
  /// except a package known by its contents (`com.docpkg.managed-document`).
  public var sniffedType: UTType?
  /// How `declaredType` and `sniffedType` relate.
  public var agreement: Agreement

  /// The answer to use: the declared type when a declaration names it, otherwise the sniffed
  /// type, otherwise the dynamic type for the extension, otherwise `public.data`.
  public var effectiveType: UTType {
    if let declaredType, declaredType.isDeclared { return declaredType }
    if let sniffedType { return sniffedType }
    return declaredType ?? .data
  }

  /// Creates a report.
  public init(
    path: String, kind: Kind, declaredType: UTType?, sniffedType: UTType?, agreement: Agreement
  ) {
    self.path = path
    self.kind = kind
    self.declaredType = declaredType
    self.sniffedType = sniffedType
    self.agreement = agreement
  }

  /// How `declared` and `sniffed` relate (see `Agreement`).
  public static func agreement(declared: UTType?, sniffed: UTType?) -> Agreement {
    guard let declared, declared.isDeclared, let sniffed else { return .unknown }
    if declared.conforms(to: sniffed) || sniffed.conforms(to: declared) { return .match }
    for family in genericFamilies where sniffed.conforms(to: family.sniffed) {
      if family.declared.contains(where: { declared.conforms(to: $0) }) { return .compatible }
    }
    return .mismatch
  }

  /// Generic answers of the sniffer and the declared types they are compatible with.
  private static let genericFamilies: [(sniffed: UTType, declared: [UTType])] = [
    (.text, [.text]),
    (
      .zip,
      [
        UTType(builtIn: "com.pkware.zip-archive"), UTType(builtIn: "org.openxmlformats.openxml"),
        UTType(builtIn: "org.oasis-open.opendocument"), .epub, .threeDContent,
        UTType(builtIn: "com.apple.iWork.Pages.sffpages"),
        UTType(builtIn: "com.apple.iWork.Keynote.sffkey"),
        UTType(builtIn: "com.apple.iWork.Numbers.sffnumbers"),
      ]
    ),
    (
      UTType(builtIn: "org.openxmlformats.openxml"), [UTType(builtIn: "org.openxmlformats.openxml")]
    ),
    (.heif, [UTType(builtIn: "public.heif-standard")]),
    // Formats stored as property lists: a web archive, a clipping, a link.
    (
      UTType(builtIn: "com.apple.property-list"),
      [
        UTType(builtIn: "com.apple.webarchive"), UTType(builtIn: "com.apple.finder.clipping"),
        UTType(builtIn: "com.apple.internet-location"),
      ]
    ),
    (.mpeg4Movie, [.audiovisualContent]),
  ]
}
