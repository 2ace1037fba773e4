extension DocumentFormat {
  /// A PhotoKeeper `.ptk` package (`com.docpkg.photokeeper`, `Spec/Formats/PhotoKeeper.md`).
  public static let photoKeeper = DocumentFormat(rawValue: "photokeeper")
}
