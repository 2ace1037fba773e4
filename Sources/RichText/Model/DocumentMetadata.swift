/// Document properties from RTF's `\info` group.
public struct DocumentMetadata: Hashable, Sendable {
  /// `\title`.
  public var title: String?
  /// `\author`.
  public var author: String?
  /// `\subject`.
  public var subject: String?
  /// `\keywords`.
  public var keywords: String?
  /// `\doccomm`.
  public var comment: String?
  /// `\company`.
  public var company: String?
  /// `\creatim`.
  public var creationDate: RTFDate?
  /// `\revtim`.
  public var modificationDate: RTFDate?

  /// Creates metadata; every field defaults to absent.
  public init(
    title: String? = nil, author: String? = nil, subject: String? = nil,
    keywords: String? = nil, comment: String? = nil, company: String? = nil,
    creationDate: RTFDate? = nil, modificationDate: RTFDate? = nil
  ) {
    self.title = title
    self.author = author
    self.subject = subject
    self.keywords = keywords
    self.comment = comment
    self.company = company
    self.creationDate = creationDate
    self.modificationDate = modificationDate
  }

  /// Whether no field is set.
  public var isEmpty: Bool { self == DocumentMetadata() }
}
