/// A kind of tag that names a type outside the identifier world: a filename extension, a MIME
/// type, or another tag namespace.
///
/// ```swift
/// let types = UTType.types(tag: "xml", tagClass: .filenameExtension, conformingTo: nil)
/// ```
public struct UTTagClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The tag class identifier, e.g. `public.filename-extension`.
  public let rawValue: String

  /// Creates a tag class from its identifier.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Filename extensions without the leading dot (`public.filename-extension`).
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")

  /// MIME types (`public.mime-type`).
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")

  public var description: String { rawValue }
}
