/// Identifies data from its first bytes, independently of any filename: image, document,
/// archive, audio/video and text formats, including the Office Open XML and OpenDocument kinds
/// inside a zip when their names appear in the prefix.
///
/// ```swift
/// let head = try FileHandle(forReadingFrom: url).read(upToCount: ContentSniffer.prefixLength)
/// let type = ContentSniffer.type(ofContents: Array(head ?? Data()), isPartial: true)
/// // public.jpeg for a JPEG whatever its name says
/// ```
public enum ContentSniffer {
  /// How many leading bytes the sniffer looks at; reading more does not change its answer.
  public static let prefixLength = 8192

  /// The type the bytes show, or `nil` when they are empty or binary data of no known format.
  /// - Parameters:
  ///   - bytes: the start of the data (only the first `prefixLength` bytes are examined).
  ///   - isPartial: `true` when `bytes` is only a prefix of longer data, so structures cut
  ///     off at the end (a JSON document, a UTF-8 sequence) still count as well formed.
  /// - Complexity: O(`prefixLength`).
  public static func type(ofContents bytes: [UInt8], isPartial: Bool = false) -> UTType? {
    guard !bytes.isEmpty else { return nil }
    let head = ByteWindow(bytes: bytes, limit: prefixLength, isPartial: isPartial)
    if let type = SignatureSniffer.type(of: head) { return type }
    return TextSniffer.type(of: head)
  }

  /// The type the bytes of any byte collection (`Data`, a slice, …) show; see
  /// `type(ofContents:isPartial:)`. Copies at most `prefixLength + 1` bytes.
  public static func type<Bytes: Collection<UInt8>>(
    ofContents bytes: Bytes, isPartial: Bool = false
  )
    -> UTType?
  {
    let head = Array(bytes.prefix(prefixLength + 1))
    return type(ofContents: head, isPartial: isPartial || head.count > prefixLength)
  }
}
