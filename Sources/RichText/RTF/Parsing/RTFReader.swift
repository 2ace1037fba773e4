/// Reads RTF into an `AttributedDocument`, recovering from damaged input.
///
/// The reader understands Microsoft's RTF 1.9 as Word, WordPad, LibreOffice and pandoc write
/// it, and Apple's Cocoa dialect (TextEdit, `NSAttributedString`, RTFD's `TXT.rtf`); see
/// `Spec/RichText.md`. Groups are kept on an explicit stack, bounded by
/// `Options.maximumGroupDepth`.
///
/// ```swift
/// let result = try RTFReader().read(Array(rtfData))
/// print(result.document.exported(as: .plainText))
/// for item in result.damage { print("warning:", item) }
/// ```
public struct RTFReader: Sendable {
  /// Limits for untrusted input.
  public struct Options: Hashable, Sendable {
    /// Deepest group nesting accepted; deeper input throws
    /// `RTFReadingError.groupNestingTooDeep`. Word's deepest real documents use about 20.
    public var maximumGroupDepth: Int
    /// Largest input accepted, in bytes.
    public var maximumInputSize: Int
    /// How many damage reports are kept; the rest are counted.
    public var maximumDamageReports: Int

    /// Creates options; the defaults are 1,000 levels, 512 MiB and 100 reports.
    public init(
      maximumGroupDepth: Int = 1000, maximumInputSize: Int = 512 << 20,
      maximumDamageReports: Int = 100
    ) {
      self.maximumGroupDepth = maximumGroupDepth
      self.maximumInputSize = maximumInputSize
      self.maximumDamageReports = maximumDamageReports
    }
  }

  /// The limits this reader applies.
  public var options: Options

  /// Creates a reader.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Reads an RTF document from bytes.
  ///
  /// - Parameter bytes: the whole RTF input.
  /// - Returns: the document and the damage recovered from (empty for clean input).
  /// - Throws: `RTFReadingError` when the input is not RTF, too large or nests too deep.
  /// - Complexity: O(n) in the input size.
  public func read(_ bytes: [UInt8]) throws -> RTFReadResult {
    try bytes.withUnsafeBufferPointer { try read(buffer: $0) }
  }

  /// Reads from memory the caller keeps alive for the call (an array or a file mapping).
  func read(buffer: UnsafeBufferPointer<UInt8>) throws -> RTFReadResult {
    guard buffer.count <= options.maximumInputSize else {
      throw RTFReadingError.inputTooLarge(size: buffer.count, limit: options.maximumInputSize)
    }
    guard let start = Self.headerOffset(in: buffer) else { throw RTFReadingError.notRTF }
    var parser = RTFParser(bytes: buffer, start: start, options: options)
    if start > 0 { parser.report(.leadingGarbage(offset: start)) }
    let document = try parser.parse()
    return RTFReadResult(document: document, damage: parser.damage)
  }

  /// Where `{\rtf` starts: after optional whitespace and a UTF-8 byte order mark, or anywhere
  /// in the first kilobyte for input with leading garbage.
  static func headerOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let header: [UInt8] = Array("{\\rtf".utf8)
    let limit = min(bytes.count, 1024)
    var index = 0
    while index + header.count <= bytes.count, index < limit {
      if bytes[index] == header[0], bytes[index..<index + header.count].elementsEqual(header) {
        return index
      }
      index += 1
    }
    return nil
  }
}

/// What `RTFReader.read` returns: the document and the damage it recovered from.
public struct RTFReadResult: Equatable, Sendable {
  /// The text and its attributes.
  public var document: AttributedDocument
  /// Problems found in the input, in the order met. Empty for well-formed input.
  public var damage: [RTFDamage]

  /// Creates a result.
  public init(document: AttributedDocument, damage: [RTFDamage] = []) {
    self.document = document
    self.damage = damage
  }
}
