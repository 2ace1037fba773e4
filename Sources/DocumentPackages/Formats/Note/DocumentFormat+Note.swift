extension DocumentFormat {
  /// A `.note` package (`com.docpkg.note`, `Spec/Formats/Note.md`).
  public static let note = DocumentFormat(rawValue: "note")
}
