/// What `RTFReader.readPlainText` returns: the plain-text export as UTF-8 and the damage the
/// reader recovered from.
public struct RTFPlainTextResult: Equatable, Sendable {
  /// The text, exactly the bytes of `AttributedDocument.exported(as: .plainText)`.
  public var utf8: [UInt8]
  /// Problems found in the input, as `RTFReadResult.damage` lists them.
  public var damage: [RTFDamage]

  /// Creates a result.
  public init(utf8: [UInt8], damage: [RTFDamage] = []) {
    self.utf8 = utf8
    self.damage = damage
  }

  /// The text as a string.
  public var text: String {
    String(decoding: utf8, as: UTF8.self)
  }
}
