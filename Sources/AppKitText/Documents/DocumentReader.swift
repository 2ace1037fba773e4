#if !canImport(AppKit) && !canImport(UIKit)
  import FileWrappers
  import Foundation
  import RichText

  /// Reads RTF, RTFD and plain text into attributed strings for the `NSAttributedString`
  /// entry points.
  enum DocumentReader {
    typealias Result = (
      string: NSMutableAttributedString,
      attributes: [NSAttributedString.DocumentAttributeKey: Any]
    )

    /// Reads `data` as the `.documentType` option says, or as its content shows: flat RTFD
    /// (`rtfd` magic), RTF (`{\rtf`), else plain text.
    static func read(_ data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any])
      throws(AttributedStringDocumentError) -> Result
    {
      let type = documentType(options[.documentType]) ?? sniff(data)
      switch type {
      case .rtf:
        return try rtf(data) { cell in
          let attachment = NSTextAttachment(fileWrapper: nil)
          attachment.attachmentFileName = cell.fileName
          attachment.bounds = bounds(of: cell)
          return attachment
        }
      case .rtfd:
        guard let wrapper = FileWrapper(serializedRepresentation: data) else {
          throw .notFlatRTFD
        }
        return try rtfd(wrapper)
      case .plain:
        return try plain(data, options: options)
      default:
        throw .unsupportedDocumentType(type.rawValue, reading: true)
      }
    }

    /// Reads an RTFD package: `TXT.rtf`, its attachment cells resolved to the package's
    /// file wrappers (by key, so collision-prefixed names resolve).
    static func rtfd(_ wrapper: FileWrapper) throws(AttributedStringDocumentError) -> Result {
      guard let children = wrapper.fileWrappers, let text = children["TXT.rtf"],
        let data = text.regularFileContents
      else { throw .missingRTFDText }
      var result = try rtf(data) { cell in
        let attachment = NSTextAttachment(fileWrapper: children[cell.fileName])
        if children[cell.fileName] == nil { attachment.attachmentFileName = cell.fileName }
        attachment.bounds = bounds(of: cell)
        return attachment
      }
      result.attributes[.documentType] = NSAttributedString.DocumentType.rtfd
      return result
    }

    /// Reads RTF with RichText's reader (damage is recovered from silently, as AppKit does).
    static func rtf(_ data: Data, attachment: (AttachmentCell) -> NSTextAttachment)
      throws(AttributedStringDocumentError) -> Result
    {
      let read: RTFReadResult
      do {
        read = try RTFReader().read([UInt8](data))
      } catch let error as RTFReadingError {
        throw .unreadableRTF(error)
      } catch {
        throw .unreadableRTF(.notRTF)
      }
      let document = read.document
      var attributes = document.metadata.documentAttributes
      attributes[.documentType] = NSAttributedString.DocumentType.rtf
      return (document.attributedString(attachment: attachment), attributes)
    }

    /// Reads plain text in the `.characterEncoding` option's encoding (UTF-8, or UTF-16 with a
    /// byte-order mark, when absent) with the `.defaultAttributes` option's attributes.
    static func plain(_ data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any])
      throws(AttributedStringDocumentError) -> Result
    {
      var encoding = String.Encoding.utf8
      if let raw = options[.characterEncoding] as? UInt {
        encoding = String.Encoding(rawValue: raw)
      } else if let given = options[.characterEncoding] as? String.Encoding {
        encoding = given
      } else if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
        encoding = .utf16
      }
      var bytes = data
      if encoding == .utf8, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
      guard let text = String(data: bytes, encoding: encoding) else {
        throw .undecodableText(encoding: encoding.rawValue)
      }
      var attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
      if attributes[.font] == nil { attributes[.font] = NSFont.userFont(ofSize: 12) }
      if attributes[.paragraphStyle] == nil {
        attributes[.paragraphStyle] = NSParagraphStyle.default
      }
      return (
        NSMutableAttributedString(string: text, attributes: attributes),
        [
          .documentType: NSAttributedString.DocumentType.plain,
          .characterEncoding: encoding.rawValue,
        ]
      )
    }

    /// The document type an option value names (a `DocumentType` or its raw string).
    static func documentType(_ value: Any?) -> NSAttributedString.DocumentType? {
      if let type = value as? NSAttributedString.DocumentType { return type }
      if let name = value as? String { return NSAttributedString.DocumentType(name) }
      return nil
    }

    /// Flat RTFD, RTF or plain text, from the first bytes.
    static func sniff(_ data: Data) -> NSAttributedString.DocumentType {
      if data.starts(with: Array("rtfd".utf8)) { return .rtfd }
      let head = data.prefix(1024).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
      let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
      let body = head.starts(with: bom) ? head.dropFirst(3) : head
      return body.starts(with: Array("{\\rtf".utf8)) ? .rtf : .plain
    }

    /// The attachment's displayed size from its cell (zero when the RTF gives none).
    static func bounds(of cell: AttachmentCell) -> CGRect {
      CGRect(x: 0, y: 0, width: cell.width ?? 0, height: cell.height ?? 0)
    }
  }
#endif
