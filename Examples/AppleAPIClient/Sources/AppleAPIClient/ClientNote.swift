import Foundation

#if canImport(AppKit)
  import AppKit
#elseif canImport(UIKit)
  import UIKit
#endif
#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#else
  import UniformTypes
#endif
#if !canImport(AppKit) && !canImport(UIKit)
  import AppKitText
  import FileWrappers
#endif

/// A note package: `TXT.rtf`-style RTFD for the text and its images, plus a plain RTF copy,
/// read and written with Apple's APIs only.
public final class ClientNote {
  /// The text.
  public var text: NSAttributedString
  /// Where the note was last read from or saved to.
  public private(set) var fileURL: URL?
  private var package: FileWrapper?

  /// A new note holding `text`.
  public init(text: NSAttributedString) {
    self.text = text
  }

  /// Opens the note at `url`.
  public init(contentsOf url: URL) throws {
    let wrapper = try FileWrapper(url: url, options: [])
    guard let rtfd = wrapper.fileWrappers?["Body.rtfd"],
      let text = NSAttributedString(rtfdFileWrapper: rtfd, documentAttributes: nil)
    else { throw CocoaError(.fileReadCorruptFile) }
    self.text = text
    self.package = wrapper
    self.fileURL = url
  }

  /// Saves the note to `url`: the text as RTFD, a plain RTF copy, and a plain-text preview.
  public func save(to url: URL) throws {
    let all = NSRange(location: 0, length: text.length)
    let body = try text.fileWrapper(
      from: all, documentAttributes: [.documentType: NSAttributedString.DocumentType.rtfd])
    body.preferredFilename = "Body.rtfd"
    let rtf = try text.data(
      from: all, documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf])
    let preview = try text.data(
      from: all, documentAttributes: [.documentType: NSAttributedString.DocumentType.plain])
    let wrapper = FileWrapper(directoryWithFileWrappers: [
      "Body.rtfd": body,
      "Copy.rtf": FileWrapper(regularFileWithContents: rtf),
      "Preview.txt": FileWrapper(regularFileWithContents: preview),
    ])
    try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
    package = try FileWrapper(url: url, options: [])
    fileURL = url
  }

  /// Whether the package on disk changed since it was read or saved (another process saved
  /// it). macOS and Linux have `needsToBeUpdated(fromPath:)`; iOS does not.
  public var changedOnDisk: Bool {
    guard let package, let fileURL else { return false }
    #if canImport(AppKit) || !canImport(UIKit)
      return package.needsToBeUpdated(fromPath: fileURL.path)
    #else
      return !package.matchesContents(of: fileURL)
    #endif
  }
}
