/// Why a clipping could not be read.
public enum TextClippingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read (missing, too large).
  case unreadable(BoundedFileError)
  /// The data fork is not a property list.
  case notAPropertyList(reason: String)
  /// Neither a `UTI-Data` dictionary nor resources hold any flavour.
  case noFlavors
  /// The AppleDouble file or resource fork is damaged.
  case badResourceFork(ResourceForkError)

  /// A specific message.
  public var description: String {
    switch self {
    case .unreadable(let error): return "\(error)"
    case .notAPropertyList(let reason): return "clipping is not a property list: \(reason)"
    case .noFlavors: return "clipping has no UTI-Data dictionary or resources with flavours"
    case .badResourceFork(let error): return "clipping resource fork: \(error)"
    }
  }
}
