#if !canImport(AppKit) && !canImport(UIKit)
  import FileWrappers
  import Foundation

  extension NSAttributedString {
    /// Reads a document — RTF, flat RTFD or plain text — as AppKit's
    /// `init(data:options:documentAttributes:)` does.
    ///
    /// ```swift
    /// var info: NSDictionary?
    /// let text = try NSAttributedString(
    ///   data: rtf, options: [.documentType: NSAttributedString.DocumentType.rtf],
    ///   documentAttributes: &info)
    /// ```
    /// - Parameters:
    ///   - data: the document's bytes.
    ///   - options: `.documentType` (sniffed when absent), `.characterEncoding` and
    ///     `.defaultAttributes` for plain text.
    ///   - dict: receives the document attributes (`DocumentAttributeKey` keys) when not
    ///     `nil`.
    /// - Throws: `AttributedStringDocumentError`.
    public convenience init(
      data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
      documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) throws {
      let result = try DocumentReader.read(data, options: options)
      dict?.pointee = NSDictionary(dictionary: result.attributes)
      self.init(attributedString: result.string)
    }

    /// Reads the document at `url`: an RTFD package folder, or a file as
    /// `init(data:options:documentAttributes:)` reads it.
    /// - Throws: `AttributedStringDocumentError`, `.cannotRead` naming the path.
    public convenience init(
      url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
      documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) throws {
      let wrapper: FileWrapper
      do {
        wrapper = try FileWrapper(url: url, options: [])
      } catch {
        throw AttributedStringDocumentError.cannotRead(path: url.path, reason: "\(error)")
      }
      let result: DocumentReader.Result
      if wrapper.isDirectory {
        result = try DocumentReader.rtfd(wrapper)
      } else {
        do {
          result = try DocumentReader.read(wrapper.contents(), options: options)
        } catch let error as AttributedStringDocumentError {
          throw error
        } catch {
          throw AttributedStringDocumentError.cannotRead(path: url.path, reason: "\(error)")
        }
      }
      dict?.pointee = NSDictionary(dictionary: result.attributes)
      self.init(attributedString: result.string)
    }

    /// Reads RTF; `nil` when it cannot be read. Attachment cells become `NSTextAttachment`s
    /// without a file (`attachmentFileName` holds the cell's name).
    public convenience init?(
      rtf data: Data, documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) {
      self.init(data, documentType: .rtf, documentAttributes: dict)
    }

    /// Reads flat RTFD data (`FileWrapper.serializedRepresentation` of a package); `nil` when
    /// it cannot be read.
    public convenience init?(
      rtfd data: Data, documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) {
      self.init(data, documentType: .rtfd, documentAttributes: dict)
    }

    /// Reads `data` as `documentType` (RTF or flat RTFD); `nil` when it cannot be read.
    private convenience init?(
      _ data: Data, documentType: NSAttributedString.DocumentType,
      documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) {
      guard let result = try? DocumentReader.read(data, options: [.documentType: documentType])
      else { return nil }
      dict?.pointee = NSDictionary(dictionary: result.attributes)
      self.init(attributedString: result.string)
    }

    /// Reads an RTFD package wrapper: `TXT.rtf`, attachments as `NSTextAttachment`s holding
    /// the package's own file wrappers; `nil` when it cannot be read.
    public convenience init?(
      rtfdFileWrapper wrapper: FileWrapper,
      documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) {
      guard let result = try? DocumentReader.rtfd(wrapper) else { return nil }
      dict?.pointee = NSDictionary(dictionary: result.attributes)
      self.init(attributedString: result.string)
    }
  }

  extension NSMutableAttributedString {
    /// Replaces the contents with the document in `data` (UIKit's and AppKit's
    /// `read(from:options:documentAttributes:)`).
    /// - Throws: `AttributedStringDocumentError`; the contents are then unchanged.
    public func read(
      from data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
      documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) throws {
      let result = try DocumentReader.read(data, options: options)
      dict?.pointee = NSDictionary(dictionary: result.attributes)
      setAttributedString(result.string)
    }

    /// Replaces the contents with the document at `url` (an RTFD package folder, or a file).
    /// - Throws: `AttributedStringDocumentError`; the contents are then unchanged.
    public func read(
      from url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
      documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) throws {
      let read = try NSAttributedString(url: url, options: options, documentAttributes: dict)
      setAttributedString(read)
    }
  }
#endif
