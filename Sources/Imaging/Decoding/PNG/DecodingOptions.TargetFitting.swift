extension DecodingOptions {
  /// How a size hint relates to the final image (see ``DecodingOptions/targetSize``).
  public enum TargetFitting: Sendable, Equatable {
    /// Both sides of the final image reach the target (fill and exact thumbnails).
    case cover
    /// The final image fits inside the target with its aspect ratio kept, so only the
    /// limiting side reaches it (fit thumbnails).
    case fit
  }
}
