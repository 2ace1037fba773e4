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
    /// `RTFReadingError.groupNestingTooDeep`. Word's deepest real documents use about 20, but
    /// HTML-encapsulated mail from Outlook-family clients reaches thousands (one group per
    /// unclosed HTML element). The reader is iterative: each open group costs one
    /// `GroupState` (about 150 bytes with the stack's spare capacity: 100,000 levels measured
    /// 15 MB), so memory grows with the depth and the default bounds it.
    public var maximumGroupDepth: Int
    /// Largest input accepted, in bytes.
    public var maximumInputSize: Int
    /// How many damage reports are kept; the rest are counted.
    public var maximumDamageReports: Int
    /// How many reports of one kind (say, invalid `\'` escapes) are kept one by one; the
    /// rest of that kind become one `RTFDamage.repeated` summary at the end, so a fault
    /// repeated through a file gives a few lines, not hundreds.
    public var maximumReportsPerKind: Int

    /// Creates options; the defaults are 100,000 levels, 512 MiB, 100 reports and 3 per kind.
    public init(
      maximumGroupDepth: Int = 100_000, maximumInputSize: Int = 512 << 20,
      maximumDamageReports: Int = 100, maximumReportsPerKind: Int = 3
    ) {
      self.maximumGroupDepth = maximumGroupDepth
      self.maximumInputSize = maximumInputSize
      self.maximumDamageReports = maximumDamageReports
      self.maximumReportsPerKind = maximumReportsPerKind
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
    var parser = RTFParser(
      bytes: buffer, start: start, options: options, sink: AttributedDocumentBuilder())
    if start > 0 { parser.report(.leadingGarbage(offset: start)) }
    try parser.parse()
    let document = AttributedDocument(paragraphs: parser.sink.paragraphs, metadata: parser.metadata)
    return RTFReadResult(document: document, damage: parser.damage)
  }

  /// The plain-text export of RTF bytes, read straight to UTF-8 without building the model.
  ///
  /// The text is byte for byte `read(bytes).document.exported(as: .plainText)`, and the
  /// damage and errors are those of `read(_:)`, in a fraction of the time and memory.
  ///
  /// - Throws: as `read(_:)`.
  public func readPlainText(_ bytes: [UInt8]) throws -> RTFPlainTextResult {
    try bytes.withUnsafeBufferPointer { buffer in
      try withPlainText(buffer: buffer) { RTFPlainTextResult(utf8: Array($0), damage: $1) }
    }
  }

  /// Reads the plain text of memory the caller keeps alive for the call and hands it to
  /// `body` (valid only during the call) with the damage.
  func withPlainText<Result>(
    buffer: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>, [RTFDamage]) throws -> Result
  ) throws -> Result {
    guard buffer.count <= options.maximumInputSize else {
      throw RTFReadingError.inputTooLarge(size: buffer.count, limit: options.maximumInputSize)
    }
    guard let start = Self.headerOffset(in: buffer) else { throw RTFReadingError.notRTF }
    // Text is rarely longer than its RTF; the sink grows past this when it is. The first
    // buffer is capped so that a huge file of mostly pictures does not commit a huge buffer.
    var parser = RTFParser(
      bytes: buffer, start: start, options: options,
      sink: PlainTextSink(capacity: min(buffer.count - start + 16, 16 << 20)))
    defer { parser.sink.deallocate() }
    if start > 0 { parser.report(.leadingGarbage(offset: start)) }
    try parser.parse()
    parser.sink.finish()
    return try body(parser.sink.text, parser.damage)
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
