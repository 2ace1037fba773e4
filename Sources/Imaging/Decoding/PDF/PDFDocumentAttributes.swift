import Foundation

/// A PDF's document information (its `/Info` dictionary or XMP, as poppler reads them):
/// PDFKit's `documentAttributes`, typed. Absent or empty entries are `nil`.
public struct PDFDocumentAttributes: Sendable, Equatable {
  /// `/Title`.
  public var title: String?
  /// `/Author`.
  public var author: String?
  /// `/Subject`.
  public var subject: String?
  /// `/Keywords`, as one string.
  public var keywords: String?
  /// `/Creator`: the application that made the original document.
  public var creator: String?
  /// `/Producer`: the application that wrote the PDF.
  public var producer: String?
  /// `/CreationDate`.
  public var creationDate: Date?
  /// `/ModDate`.
  public var modificationDate: Date?

  /// Attributes with every entry given (all `nil` by default).
  public init(
    title: String? = nil, author: String? = nil, subject: String? = nil,
    keywords: String? = nil, creator: String? = nil, producer: String? = nil,
    creationDate: Date? = nil, modificationDate: Date? = nil
  ) {
    self.title = title
    self.author = author
    self.subject = subject
    self.keywords = keywords
    self.creator = creator
    self.producer = producer
    self.creationDate = creationDate
    self.modificationDate = modificationDate
  }
}
