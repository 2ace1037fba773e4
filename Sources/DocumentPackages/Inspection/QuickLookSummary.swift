/// What `inspect` and `list` say about a package's QuickLook thumbnail.
public struct QuickLookSummary: Hashable, Sendable, Codable {
  /// `fresh`, `stale`, `missing`, `invalid` or `n/a`.
  public var state: QuickLookState
  /// The thumbnail's path inside the package, when one is present.
  public var path: String?
  /// Its size in bytes, when present.
  public var byteCount: Int64?
  /// Its width in pixels, when it is a readable PNG or image.
  public var width: Int?
  /// Its height in pixels, when it is a readable PNG or image.
  public var height: Int?

  /// Makes a summary.
  public init(
    state: QuickLookState, path: String? = nil, byteCount: Int64? = nil, width: Int? = nil,
    height: Int? = nil
  ) {
    self.state = state
    self.path = path
    self.byteCount = byteCount
    self.width = width
    self.height = height
  }
}
