import DocpkgSystem
import Foundation
import UniformTypes

/// The document formats docpkg reads, chosen from the type of a path (most specific first,
/// as `Spec/Formats/GenericPackage.md` says), plus the two single-file forms a package
/// travels in.
///
/// ```swift
/// let format = try DocumentFormat.detect(path: "Trip.note")   // .note
/// try DocumentFormat.detect(path: "plain-file.note")          // throws .notAPackage
/// ```
public struct DocumentFormat: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  /// The format's name, as `inspect`, `validate` and `list` print it (`note`, `package`).
  public let rawValue: String

  /// A format called `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Any other folder whose type conforms to `com.apple.package`
  /// (`Spec/Formats/GenericPackage.md`).
  public static let genericPackage = DocumentFormat(rawValue: "package")
  /// A zip archive (a package in transport, `Spec/Formats/Zip.md`), found by its bytes: not a
  /// kind of its own, but the package inside is read in place.
  public static let zip = DocumentFormat(rawValue: "zip")

  /// The format's name.
  public var description: String { rawValue }

  /// Whether the format is a folder on disk.
  public var isPackage: Bool {
    self != .zip && DocumentKinds.kind(for: self).isPackage
  }

  /// The format a package of type `type` has, or `nil` when `type` is not a package type.
  public static func packageFormat(for type: UTType) -> DocumentFormat? {
    DocumentKinds.packageKind(claiming: type)?.format
  }

  /// Detects the format of `path` from its type: a folder by its extension's package type,
  /// a regular file by its bytes (zip, flat RTFD).
  ///
  /// - Throws: `DocumentPackageError` — `.notFound`; `.notAPackage` for a regular file whose
  ///   extension names a package type (`Trip.note` that is a file), `.plainFolder`;
  ///   `.unsupportedFormat` for any other file.
  public static func detect(path: String, registry: UTTypeRegistry = .shared)
    throws(DocumentPackageError) -> DocumentFormat
  {
    let resolver = FileTypeResolver(registry: registry)
    let report: FileTypeReport
    do {
      report = try resolver.report(forPath: path)
    } catch {
      switch error {
      case .notFound: throw DocumentPackageError(path: path, cause: .notFound)
      default:
        throw DocumentPackageError(
          path: path, cause: .underlying(reason: String(describing: error), category: .missing))
      }
    }
    switch report.kind {
    case .package:
      // By name, or by contents for a folder whose name declares no package type.
      if let format = packageFormat(for: report.effectiveType) { return format }
      return .genericPackage
    case .folder:
      // A bundle that is not a package (`.framework`) is still read by the kind that claims
      // it; any other folder is a plain folder.
      if let type = report.declaredType, let kind = DocumentKinds.bundleKind(claiming: type) {
        return kind.format
      }
      throw DocumentPackageError(path: path, cause: .plainFolder)
    case .special:
      throw DocumentPackageError(
        path: path,
        cause: .underlying(
          reason: "not a regular file or folder (a FIFO, socket or device)", category: .badData))
    case .file:
      // A package that travels as one zip (`Report.pages`, `Trip.note.zip`) is read in place.
      if try hasZipMagic(path: path) { return .zip }
      if let packageType = packageType(ofExtensionOf: path, registry: registry) {
        throw DocumentPackageError(
          path: path, cause: .notAPackage(type: packageType.identifier))
      }
      if let sniffed = report.sniffedType, sniffed.conforms(to: .zip) { return .zip }
      if try hasFlatRTFDMagic(path: path) { return .flatRTFD }
      // Every other regular file has a kind: the one claiming its type (as `inspect` and
      // `validate` choose it: the declared type when known, else the sniffed one), at least
      // `.file`.
      return DocumentKinds.fileKind(claiming: report.effectiveType)?.format ?? .file
    }
  }

  /// Whether the extension of `path` names a package type (`Trip.note`, `Report.pages`),
  /// whatever is at the path.
  public static func namesPackage(path: String, registry: UTTypeRegistry = .shared) -> Bool {
    packageType(ofExtensionOf: path, registry: registry) != nil
  }

  /// The package type the extension of `path` declares, if any.
  static func packageType(ofExtensionOf path: String, registry: UTTypeRegistry) -> UTType? {
    let name = (path as NSString).lastPathComponent
    let pathExtension = (name as NSString).pathExtension
    guard !pathExtension.isEmpty, !name.hasPrefix(".") || name.dropFirst().contains(".") else {
      return nil
    }
    return registry.declaredTypes(
      tag: pathExtension.lowercased(), tagClass: .filenameExtension, conformingTo: .package
    ).first
  }

  /// Whether the file starts with a zip local header (`PK\u{3}\u{4}`).
  static func hasZipMagic(path: String) throws(DocumentPackageError) -> Bool {
    try head(ofFileAt: path, count: 4) == [0x50, 0x4B, 0x03, 0x04]
  }

  /// Whether the file starts with the flat RTFD magic `rtfd\0\0\0\0` (any trailing version).
  static func hasFlatRTFDMagic(path: String) throws(DocumentPackageError) -> Bool {
    try head(ofFileAt: path, count: 4) == Array("rtfd".utf8)
  }

  /// Up to `count` leading bytes of the file at `path`.
  static func head(ofFileAt path: String, count: Int) throws(DocumentPackageError) -> [UInt8] {
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(path, .readOnly, options: [.closeOnExec])
    } catch {
      throw DocumentPackageError(
        path: path,
        cause: .underlying(reason: error.description, category: .missing))
    }
    defer { try? descriptor.close() }  // read-only: a close error loses nothing
    var head = [UInt8](repeating: 0, count: count)
    let got = head.withUnsafeMutableBytes { (try? descriptor.read(into: $0)) ?? -1 }
    return Array(head.prefix(max(got, 0)))
  }
}
