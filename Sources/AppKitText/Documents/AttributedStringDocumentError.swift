import Foundation
import RichText

/// Why an attributed string could not be read from, or written as, a document.
public enum AttributedStringDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// docpkg does not read (or write) documents of this type (`NSAttributedString.DocumentType`
  /// raw value).
  case unsupportedDocumentType(String, reading: Bool)
  /// Writing was asked for without a `.documentType` document attribute.
  case missingDocumentType
  /// The RTF could not be read at all.
  case unreadableRTF(RTFReadingError)
  /// Data given as RTFD is not flat RTFD (`FileWrapper.serializedRepresentation`).
  case notFlatRTFD
  /// An RTFD package has no `TXT.rtf` (or is not a folder).
  case missingRTFDText
  /// Plain text is not valid in the encoding (`String.Encoding` raw value) it was read as.
  case undecodableText(encoding: UInt)
  /// The text has characters the encoding (`String.Encoding` raw value) cannot hold.
  case unencodableText(encoding: UInt)
  /// The file or package at `path` could not be read.
  case cannotRead(path: String, reason: String)
  /// An attachment's file could not be loaded to write it into an RTFD package.
  case unreadableAttachment(name: String, reason: String)

  /// One line naming the cause.
  public var description: String {
    switch self {
    case .unsupportedDocumentType(let type, let reading):
      return reading
        ? "documents of type \(type) cannot be read (docpkg reads NSRTF, NSRTFD, NSPlainText)"
        : "documents of type \(type) cannot be written "
          + "(docpkg writes NSRTF, NSRTFD, NSPlainText, NSHTML)"
    case .missingDocumentType:
      return "no document type given: set the .documentType document attribute"
    case .unreadableRTF(let error):
      return "not readable as RTF: \(error)"
    case .notFlatRTFD:
      return "not flat RTFD data (no 'rtfd' serialization header, or damaged)"
    case .missingRTFDText:
      return "not an RTFD package: no TXT.rtf inside"
    case .undecodableText(let encoding):
      return "the text is not valid \(String.Encoding(rawValue: encoding))"
    case .unencodableText(let encoding):
      return "the text has characters \(String.Encoding(rawValue: encoding)) cannot encode"
    case .cannotRead(let path, let reason):
      return "\(path): \(reason)"
    case .unreadableAttachment(let name, let reason):
      return "attachment \(name): \(reason)"
    }
  }
}
