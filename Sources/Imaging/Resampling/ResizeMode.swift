/// How a picture is sized into a target box.
public enum ResizeMode: String, Sendable, CaseIterable {
  /// Inside the box, aspect ratio kept (one side may be shorter).
  case fit
  /// Covers the box, aspect ratio kept, centre-cropped to exactly the box.
  case fill
  /// Stretched to exactly the box.
  case exact
}
