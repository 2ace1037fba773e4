extension RTFReader {
  /// The size of the chunks `streamPlainText` hands over.
  public static let plainTextChunkSize = 64 << 10

  /// Reads the plain-text export of the RTF file at `path` (the bytes of
  /// `readPlainText(contentsOfFile:)`) and hands it to `write` in chunks of about
  /// `chunkSize` bytes as it is made, so only the input and one chunk are in memory.
  ///
  /// Text is written as soon as nothing can take it back; only what follows the outermost
  /// group's first `}` is held to the end (it is dropped unless more of the document
  /// follows). A fatal error met late (`RTFReadingError.groupNestingTooDeep` halfway through)
  /// is still thrown, after `write` has had the text before it.
  ///
  /// - Parameters:
  ///   - path: the RTF file's path.
  ///   - chunkSize: how many bytes are buffered before a write.
  ///   - write: called with each chunk (valid only during the call), in order.
  /// - Returns: the damage, as `readPlainText(contentsOfFile:)` reports it.
  /// - Throws: as `read(contentsOfFile:)`, or the first error `write` threw (no more
  ///   chunks are written after it).
  public func streamPlainText(
    contentsOfFile path: String, chunkSize: Int = plainTextChunkSize,
    write: @escaping (_ utf8: UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws -> [RTFDamage] {
    try Self.withFileBytes(atPath: path, limit: options.maximumInputSize) {
      try streamPlainText(buffer: $0, chunkSize: chunkSize, write: write)
    }
  }

  /// `streamPlainText(contentsOfFile:chunkSize:write:)` for bytes in memory.
  public func streamPlainText(
    _ bytes: [UInt8], chunkSize: Int = plainTextChunkSize,
    write: @escaping (_ utf8: UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws -> [RTFDamage] {
    try bytes.withUnsafeBufferPointer {
      try streamPlainText(buffer: $0, chunkSize: chunkSize, write: write)
    }
  }

  private func streamPlainText(
    buffer: UnsafeBufferPointer<UInt8>, chunkSize: Int,
    write: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws -> [RTFDamage] {
    guard buffer.count <= options.maximumInputSize else {
      throw RTFReadingError.inputTooLarge(size: buffer.count, limit: options.maximumInputSize)
    }
    guard let start = Self.headerOffset(in: buffer) else { throw RTFReadingError.notRTF }
    let output = PlainTextOutput(write)
    var parser = RTFParser(
      bytes: buffer, start: start, options: options,
      sink: PlainTextSink(chunkSize: chunkSize, output: output))
    defer { parser.sink.deallocate() }
    if start > 0 { parser.report(.leadingGarbage(offset: start)) }
    do {
      try parser.parse()
    } catch {
      // What was made before the error goes out too, then the error: its line ends the
      // output wherever it was met.
      output.write(parser.sink.text)
      throw output.failure ?? error
    }
    parser.sink.finish()
    output.write(parser.sink.text)
    if let failure = output.failure { throw failure }
    return parser.damage
  }
}
