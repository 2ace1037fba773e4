/// Renders documents as plain text.
enum PlainTextRenderer {
  @Sendable static func render(_ document: AttributedDocument) -> String {
    var capacity = document.paragraphs.count + 1
    for paragraph in document.paragraphs {
      for run in paragraph.runs { capacity += run.text.utf8.count }
    }
    // Built as UTF-8 bytes: appending many short runs to a String costs more.
    var output: [UInt8] = []
    output.reserveCapacity(capacity)
    write(document, chunkSize: Int.max) { output.append(contentsOf: $0) }
    return String(decoding: output, as: UTF8.self)
  }

  /// Streams the plain text as UTF-8 in chunks of about `chunkSize` bytes.
  static func write(
    _ document: AttributedDocument, chunkSize: Int,
    to sink: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    var output: [UInt8] = []
    output.reserveCapacity(min(chunkSize, 1 << 16) + 256)
    var written = 0
    var lastByte: UInt8 = 0
    for (index, paragraph) in document.paragraphs.enumerated() {
      if index > 0 { output.append(0x0A) }
      for run in paragraph.runs where run.attachment == nil {
        var text = run.text
        text.withUTF8 { append($0, to: &output) }
      }
      if output.count >= chunkSize, let last = output.last {
        lastByte = last
        written += output.count
        try output.withUnsafeBufferPointer { try sink($0) }
        output.removeAll(keepingCapacity: true)
      }
    }
    if let last = output.last { lastByte = last }
    if written + output.count > 0, lastByte != 0x0A { output.append(0x0A) }
    if !output.isEmpty { try output.withUnsafeBufferPointer { try sink($0) } }
  }

  /// Appends UTF-8 text as the plain-text export keeps it (`PlainTextFilter`).
  private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    PlainTextFilter.filter(
      bytes, keep: { output.append(contentsOf: $0) }, newline: { output.append(0x0A) })
  }
}
