#if !canImport(AppKit) && !canImport(UIKit)
  import FileWrappers
  import Foundation
  import RichText
  import UniformTypes

  /// Writes attributed strings as RTF, RTFD, plain text or HTML for the `NSAttributedString`
  /// entry points.
  enum DocumentWriter {
    typealias Attributes = [NSAttributedString.DocumentAttributeKey: Any]

    /// The document in `range` as bytes of the `.documentType` attribute's format (flat RTFD
    /// for `.rtfd`).
    static func data(_ string: NSAttributedString, range: NSRange, attributes: Attributes)
      throws(AttributedStringDocumentError) -> Data
    {
      guard let type = DocumentReader.documentType(attributes[.documentType]) else {
        throw .missingDocumentType
      }
      switch type {
      case .rtf:
        // As AppKit's: plain RTF has no room for the files, so attachments are left out.
        return rtf(string, range: range, attributes: attributes) { _ in nil }
      case .rtfd:
        guard
          let data = try rtfd(string, range: range, attributes: attributes)
            .serializedRepresentation
        else { throw .unreadableAttachment(name: "", reason: "larger than flat RTFD holds") }
        return data
      case .plain:
        return try plain(string, range: range, attributes: attributes)
      case .html:
        let document = AttributedDocument(string, range: range) { $0.attachmentFileName ?? "" }
        return Data(document.exported(as: .html).utf8)
      default:
        throw .unsupportedDocumentType(type.rawValue, reading: false)
      }
    }

    /// Cocoa-dialect RTF, attachments as `\NeXTGraphic` cells named by `cellName` (unnamed
    /// attachments are left out).
    static func rtf(
      _ string: NSAttributedString, range: NSRange, attributes: Attributes,
      cellName: (NSTextAttachment) -> String?
    ) -> Data {
      var document = AttributedDocument(string, range: range) { cellName($0) ?? "" }
      for index in document.paragraphs.indices {
        document.paragraphs[index].runs.removeAll { $0.attachment?.fileName == "" }
      }
      document.metadata = DocumentMetadata(attributes)
      var options = RTFWriter.Options()
      if let version = attributes[.cocoaVersion] as? Int { options.cocoaVersion = version }
      if let size = attributes[.paperSize] as? CGSize, size.width > 0, size.height > 0,
        size.width < 10_000, size.height < 10_000
      {
        options.paperWidth = Int((size.width * 20).rounded())
        options.paperHeight = Int((size.height * 20).rounded())
      }
      return Data(RTFWriter(options: options).write(document))
    }

    /// An RTFD package: `TXT.rtf` plus one file (or folder) per attachment, copied from the
    /// attachment's file wrapper or made from its contents; cells name the package keys. An
    /// attachment with neither keeps its cell (naming `attachmentFileName`) and adds no file.
    static func rtfd(_ string: NSAttributedString, range: NSRange, attributes: Attributes)
      throws(AttributedStringDocumentError) -> FileWrapper
    {
      let package = FileWrapper(directoryWithFileWrappers: [:])
      // Reserve the text's name so that an attachment called TXT.rtf gets a collision key.
      let placeholder = FileWrapper(regularFileWithContents: Data())
      placeholder.preferredFilename = "TXT.rtf"
      package.addFileWrapper(placeholder)
      var keys: [ObjectIdentifier: String] = [:]
      var failure: AttributedStringDocumentError?
      string.enumerateAttribute(.attachment, in: range, options: []) { value, _, stop in
        guard let attachment = value as? NSTextAttachment,
          keys[ObjectIdentifier(attachment)] == nil
        else { return }
        do throws(AttributedStringDocumentError) {
          guard let file = try copy(of: attachment) else { return }
          keys[ObjectIdentifier(attachment)] = package.addFileWrapper(file)
        } catch {
          failure = error
          stop.pointee = true
        }
      }
      if let failure { throw failure }
      // An attachment without a file (read from a package that lacked it) keeps its cell.
      let text = rtf(string, range: range, attributes: attributes) {
        keys[ObjectIdentifier($0)] ?? $0.attachmentFileName
      }
      package.removeFileWrapper(placeholder)
      package.addRegularFile(withContents: text, preferredFilename: "TXT.rtf")
      return package
    }

    /// A fresh wrapper for an attachment's file (so that adding it to the package leaves the
    /// app's own wrapper where it is); `nil` for an attachment with neither file nor contents.
    static func copy(of attachment: NSTextAttachment) throws(AttributedStringDocumentError)
      -> FileWrapper?
    {
      let name = attachment.attachmentFileName
      if let wrapper = attachment.fileWrapper {
        return try copy(wrapper, name: name ?? "Attachment", depth: 0)
      }
      guard let contents = attachment.contents else { return nil }
      let file = FileWrapper(regularFileWithContents: contents)
      var fallback = "Attachment"
      if let type = attachment.fileType.flatMap({ UTType($0) }),
        let filenameExtension = type.preferredFilenameExtension
      {
        fallback += "." + filenameExtension
      }
      file.preferredFilename = name ?? fallback
      return file
    }

    /// The deepest attachment folder copied; deeper ones are refused (bounded recursion).
    static let maximumAttachmentDepth = 64

    private static func copy(_ wrapper: FileWrapper, name: String, depth: Int)
      throws(AttributedStringDocumentError) -> FileWrapper
    {
      guard depth < maximumAttachmentDepth else {
        throw .unreadableAttachment(
          name: name, reason: "folders nest deeper than \(maximumAttachmentDepth) levels")
      }
      let result: FileWrapper
      if wrapper.isDirectory {
        result = FileWrapper(directoryWithFileWrappers: [:])
        for (key, child) in (wrapper.fileWrappers ?? [:]).sorted(by: { $0.key < $1.key }) {
          let copied = try copy(child, name: child.preferredFilename ?? key, depth: depth + 1)
          result.addFileWrapper(copied)
        }
      } else if let destination = wrapper.symbolicLinkDestinationURL {
        result = FileWrapper(symbolicLinkWithDestinationURL: destination)
      } else {
        do {
          result = FileWrapper(regularFileWithContents: try wrapper.contents())
        } catch {
          throw .unreadableAttachment(name: name, reason: "\(error)")
        }
      }
      result.fileAttributes = wrapper.fileAttributes
      result.preferredFilename = wrapper.preferredFilename ?? name
      return result
    }

    /// The text without attachment characters, in the `.characterEncoding` attribute's
    /// encoding (UTF-8 when absent).
    static func plain(_ string: NSAttributedString, range: NSRange, attributes: Attributes)
      throws(AttributedStringDocumentError) -> Data
    {
      var encoding = String.Encoding.utf8
      if let raw = attributes[.characterEncoding] as? UInt {
        encoding = String.Encoding(rawValue: raw)
      }
      var text = (string.string as NSString).substring(with: range)
      text.unicodeScalars.removeAll { $0 == "\u{FFFC}" }
      guard let data = text.data(using: encoding) else {
        throw .unencodableText(encoding: encoding.rawValue)
      }
      return data
    }
  }
#endif
