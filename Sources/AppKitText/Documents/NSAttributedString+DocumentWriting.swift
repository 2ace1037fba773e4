#if !canImport(AppKit) && !canImport(UIKit)
  import FileWrappers
  import Foundation

  extension NSAttributedString {
    /// The text in `range` as a document of the `.documentType` attribute's format: RTF
    /// (attachments left out, as AppKit does), flat RTFD, plain text or HTML; the other
    /// attributes give RTF's `\info` metadata, `.cocoaVersion`, `.paperSize`, and plain
    /// text's `.characterEncoding`.
    ///
    /// ```swift
    /// let rtf = try text.data(
    ///   from: NSRange(location: 0, length: text.length),
    ///   documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf])
    /// ```
    /// - Throws: `AttributedStringDocumentError`.
    public func data(
      from range: NSRange,
      documentAttributes dict: [NSAttributedString.DocumentAttributeKey: Any] = [:]
    ) throws -> Data {
      try DocumentWriter.data(self, range: clamped(range), attributes: dict)
    }

    /// The text in `range` as a file wrapper: an RTFD package folder for `.rtfd`, a regular
    /// file of `data(from:documentAttributes:)` for the other formats.
    /// - Throws: `AttributedStringDocumentError`.
    public func fileWrapper(
      from range: NSRange,
      documentAttributes dict: [NSAttributedString.DocumentAttributeKey: Any] = [:]
    ) throws -> FileWrapper {
      if DocumentReader.documentType(dict[.documentType]) == .rtfd {
        return try DocumentWriter.rtfd(self, range: clamped(range), attributes: dict)
      }
      return FileWrapper(regularFileWithContents: try data(from: range, documentAttributes: dict))
    }

    /// The text in `range` as RTF. Attachments are left out, as AppKit leaves them out (plain
    /// RTF cannot hold their files; use `rtfd(from:documentAttributes:)` to keep them).
    public func rtf(
      from range: NSRange,
      documentAttributes dict: [NSAttributedString.DocumentAttributeKey: Any] = [:]
    ) -> Data? {
      DocumentWriter.rtf(self, range: clamped(range), attributes: dict) { _ in nil }
    }

    /// The text in `range` as flat RTFD data; `nil` when an attachment cannot be loaded.
    public func rtfd(
      from range: NSRange,
      documentAttributes dict: [NSAttributedString.DocumentAttributeKey: Any] = [:]
    ) -> Data? {
      rtfdFileWrapper(from: range, documentAttributes: dict)?.serializedRepresentation
    }

    /// The text in `range` as an RTFD package wrapper; `nil` when an attachment cannot be
    /// loaded.
    public func rtfdFileWrapper(
      from range: NSRange,
      documentAttributes dict: [NSAttributedString.DocumentAttributeKey: Any] = [:]
    ) -> FileWrapper? {
      try? DocumentWriter.rtfd(self, range: clamped(range), attributes: dict)
    }

    /// `range` limited to the string (Apple raises for a range past the end).
    func clamped(_ range: NSRange) -> NSRange {
      let start = min(max(range.location, 0), length)
      return NSRange(location: start, length: min(max(range.length, 0), length - start))
    }
  }
#endif
