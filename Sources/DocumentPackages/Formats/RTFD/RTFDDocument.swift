import FileWrappers
import Foundation
import RichText

/// An RTFD document (`Spec/Formats/RTFD.md`): `TXT.rtf` whose `\NeXTGraphic` cells name
/// attachment files beside it — as a package folder or as flat RTFD (FileWrapper's
/// serialization, `com.apple.flat-rtfd`).
///
/// ```swift
/// let rtfd = try RTFDDocument(url: URL(fileURLWithPath: "Credits.rtfd"))
/// for attachment in try rtfd.attachments() { print(attachment.name, attachment.size) }
/// let flat = rtfd.flatRepresentation()
/// ```
public final class RTFDDocument {
  /// The package extension.
  public static let pathExtension = "rtfd"
  /// The text file.
  public static let textFilename = "TXT.rtf"
  /// The largest flat RTFD file read into memory (1 GiB).
  public static let maximumFlatBytes = 1 << 30
  /// Apple's collision-key marker between the counter and the preferred name.
  static let collisionMarker = "__#$!@%!#__"

  /// Where the document was read from or last saved to.
  public internal(set) var fileURL: URL?
  /// Whether it was read from a flat RTFD file.
  public let isFlat: Bool
  var root: FileWrapper
  var path: String
  /// Whether the last `save` failed (`DocumentState.savingError`).
  var lastSaveFailed = false

  /// An RTFD from a package tree already read (what a `UIDocument` reads), which must hold
  /// `TXT.rtf`; `url` is where it was read from, so a save there hard-links the files that did
  /// not change.
  ///
  /// - Throws: `DocumentPackageError` (`.missingEntry`, `.wrongKind`).
  public init(fileWrapper: FileWrapper, url: URL?) throws(DocumentPackageError) {
    path = url?.path ?? "Untitled.rtfd"
    fileURL = url
    isFlat = false
    root = fileWrapper
    _ = try PackageFolder.regularFile(
      Self.textFilename, in: root, displayPath: Self.textFilename, packagePath: path)
  }

  /// Opens an RTFD package folder lazily, or a flat RTFD file.
  ///
  /// - Throws: `DocumentPackageError` — `.notFound`, `.missingEntry` without `TXT.rtf`,
  ///   `.unreadableContents` for flat data that does not parse.
  public init(url: URL, limits: ReadingLimits = .default) throws(DocumentPackageError) {
    path = url.path
    fileURL = url
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw DocumentPackageError(path: url.path, cause: .notFound)
    }
    if isDirectory.boolValue {
      isFlat = false
      root = try PackageFolder(url: url, limits: limits).root
    } else {
      isFlat = true
      root = try Self.readFlat(url)
    }
    _ = try PackageFolder.regularFile(
      Self.textFilename, in: root, displayPath: Self.textFilename, packagePath: path)
  }

  /// A new RTFD holding `text` and no attachments.
  public init(text: AttributedDocument) {
    isFlat = false
    path = "Untitled.rtfd"
    root = FileWrapper(directoryWithFileWrappers: [:])
    root.addRegularFile(
      withContents: Data(RTFWriter().write(text)), preferredFilename: Self.textFilename)
  }

  private static func readFlat(_ url: URL) throws(DocumentPackageError) -> FileWrapper {
    let data: Data
    do {
      data = try PackageFolder.bytes(of: url, limit: maximumFlatBytes)
    } catch {
      throw DocumentPackageError(
        path: url.path, cause: .underlying(reason: "cannot read: \(error)", category: .missing))
    }
    guard data.count <= maximumFlatBytes,
      let wrapper = FileWrapper(serializedRepresentation: data), wrapper.isDirectory
    else {
      throw DocumentPackageError(
        path: url.path,
        cause: .unreadableContents(name: url.lastPathComponent, reason: "not flat RTFD data"))
    }
    return wrapper
  }

  /// The raw bytes of `TXT.rtf`.
  public func textRTF() throws(DocumentPackageError) -> Data {
    try PackageFolder.topLevelContents(Self.textFilename, in: root, packagePath: path)
  }

  /// The text, parsed.
  public func text() throws(DocumentPackageError) -> RTFReadResult {
    try NoteDocument.parse(textRTF(), name: Self.textFilename, packagePath: path)
  }

  /// The name people see for a key: the collision prefix `N__#$!@%!#__` removed.
  public static func displayName(forKey key: String) -> String {
    guard let range = key.range(of: collisionMarker),
      key[..<range.lowerBound].allSatisfy(\.isASCII),
      key[..<range.lowerBound].allSatisfy(\.isNumber), range.lowerBound != key.startIndex
    else { return key }
    return String(key[range.upperBound...])
  }

  /// The flat RTFD bytes (`FileWrapper.serializedRepresentation`), `nil` when an entry
  /// cannot be serialized.
  public func flatRepresentation() -> Data? {
    root.serializedRepresentation
  }

  /// Writes the package folder to `url` atomically (incrementally when it was read from a
  /// folder); `overwritingChangesSinceRead` saves in place even when another process saved
  /// the package since it was read (for a caller that kept that version aside).
  ///
  /// - Throws: `DocumentPackageError` (`.inUse` when another process saved it since it was
  ///   read, unless `overwritingChangesSinceRead`), and the destination is unchanged.
  public func save(to url: URL? = nil, overwritingChangesSinceRead: Bool = false)
    throws(DocumentPackageError)
  {
    lastSaveFailed = true
    guard let destination = url ?? (isFlat ? nil : fileURL) else {
      throw DocumentPackageError(
        path: path, cause: .outputNotCreatable(reason: "an RTFD needs a folder to save to"))
    }
    try SkippedItemsCheck.check(root, savingTo: destination, original: isFlat ? nil : fileURL)
    try PackageWriting.write(
      root, to: destination, original: isFlat ? nil : fileURL,
      overwritingChangesSinceRead: overwritingChangesSinceRead)
    fileURL = destination
    path = destination.path
    lastSaveFailed = false
  }
}
