/// A font file on disk and the index of the face inside it (collections hold several).
public struct FontFile: Sendable, Hashable, CustomStringConvertible {
  /// Absolute path of the font file.
  public var path: String
  /// Face index within the file (0 for single-face files).
  public var index: Int

  /// A font file reference.
  public init(path: String, index: Int = 0) {
    self.path = path
    self.index = index
  }

  /// `path` or `path#index`.
  public var description: String { index == 0 ? path : "\(path)#\(index)" }
}
