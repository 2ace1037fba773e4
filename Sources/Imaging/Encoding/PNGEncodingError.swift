/// Why an image could not be encoded as PNG.
public enum PNGEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A tEXt keyword must be 1–79 printable Latin-1 characters without leading, trailing or
  /// double spaces.
  case invalidTextKeyword(String)
  /// tEXt values must be Latin-1 without NUL.
  case invalidTextValue(key: String)
  /// The image has no pixels or is larger than PNG allows.
  case invalidDimensions(width: Int, height: Int)
  /// libpng refused (the message is libpng's).
  case encoderFailed(String)

  public var description: String {
    switch self {
    case .invalidTextKeyword(let key):
      return "invalid PNG text keyword '\(key)' (1–79 printable Latin-1 characters)"
    case .invalidTextValue(let key):
      return "PNG text for '\(key)' is not Latin-1 text without NUL"
    case .invalidDimensions(let width, let height):
      return "cannot encode a \(width)×\(height) image as PNG"
    case .encoderFailed(let message):
      return "PNG encoding failed: \(message)"
    }
  }
}
