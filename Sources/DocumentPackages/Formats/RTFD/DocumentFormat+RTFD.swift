extension DocumentFormat {
  /// An RTFD package (`com.apple.rtfd`, `Spec/Formats/RTFD.md`).
  public static let rtfd = DocumentFormat(rawValue: "rtfd")
  /// A flat RTFD file (`com.apple.flat-rtfd`): FileWrapper's serialization of an RTFD.
  public static let flatRTFD = DocumentFormat(rawValue: "flat-rtfd")
}
