/// One attachment as `inspect` reports it: where it is, how big, and what type its name
/// and its bytes say.
public struct AttachmentSummary: Hashable, Sendable, Codable {
  /// The attachment's name (its key in the package).
  public var name: String
  /// Its path inside the package (`Attachments/photo.jpg`, `dot.gif`, `photo.data#Photo`).
  public var path: String
  /// `file`, `directory`, `symlink` or `missing` (an RTFD cell naming no file).
  public var kind: String
  /// Bytes of a file (a folder: the total of the files below it; otherwise 0).
  public var size: Int64
  /// The type the extension declares, if any.
  public var declaredType: String?
  /// The type the first bytes show, if recognised (files only).
  public var sniffedType: String?
  /// `match`, `compatible`, `mismatch` or `unknown` (UniformTypes' `FileTypeReport.Agreement`).
  public var agreement: String

  /// Makes a summary.
  public init(
    name: String, path: String, kind: String, size: Int64, declaredType: String?,
    sniffedType: String?, agreement: String
  ) {
    self.name = name
    self.path = path
    self.kind = kind
    self.size = size
    self.declaredType = declaredType
    self.sniffedType = sniffedType
    self.agreement = agreement
  }
}
