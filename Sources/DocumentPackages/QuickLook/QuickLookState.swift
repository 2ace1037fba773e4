/// The state of a package's QuickLook thumbnail, as `inspect` and `list` report it.
public enum QuickLookState: String, Sendable, Codable, CaseIterable {
  /// Present, valid and made from the current contents.
  case fresh
  /// Present and valid, but made from older contents.
  case stale
  /// No `QuickLook/Thumbnail.png`.
  case missing
  /// Present but not a valid PNG of the required size.
  case invalid
  /// The format has no QuickLook folder (RTFD, photo packages, plain files).
  case notApplicable = "n/a"
}
