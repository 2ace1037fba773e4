/// A kind of tag that names a type outside the identifier world: a filename extension, a MIME
/// type, or another tag namespace.
///
/// ```swift
/// let types = UTType.types(tag: "xml", tagClass: .filenameExtension, conformingTo: nil)
/// ```
public struct UTTagClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The tag class identifier, e.g. `public.filename-extension`.
  public let rawValue: String

  /// Which of the two indexed classes this is, decided once so look-ups need no string
  /// comparison.
  enum Kind: Sendable {
    case filenameExtension
    case mimeType
    case other
  }

  let kind: Kind

  /// Creates a tag class from its identifier.
  public init(rawValue: String) {
    self.rawValue = rawValue
    switch rawValue {
    case "public.filename-extension": kind = .filenameExtension
    case "public.mime-type": kind = .mimeType
    default: kind = .other
    }
  }

  /// Whether both have the same identifier.
  public static func == (lhs: UTTagClass, rhs: UTTagClass) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
  }

  /// Filename extensions without the leading dot (`public.filename-extension`).
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")

  /// MIME types (`public.mime-type`).
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")

  /// The identifier.
  public var description: String { rawValue }
}
