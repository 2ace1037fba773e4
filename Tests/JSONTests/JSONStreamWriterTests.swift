import JSON
import Testing

/// A sink that keeps every chunk it is sent.
private struct Chunks: JSONSink {
  var chunks: [[UInt8]] = []
  var bytes: [UInt8] { chunks.flatMap { $0 } }
  mutating func send(_ bytes: [UInt8]) { chunks.append(bytes) }
}

private struct Refused: Error {}

@Suite struct JSONStreamWriterTests {
  /// The values of a long array, some with escapes and timestamps.
  static let values: [JSONValue] = (0..<2_000).map { index in
    .object([
      ("index", .integer(index)), ("name", .string("file \"\(index)\"\n")),
      ("modified", .timestamp(1_714_564_800 + Int64(index / 3))),
    ])
  }

  @Test func streamedBytesEqualTheDocumentBuiltInMemory() {
    var whole = JSONText()
    whole.value(.object([("inputs", .array(Self.values)), ("path", .string("x"))]))
    var sink = Chunks()
    var writer = JSONStreamWriter(chunkSize: 1024)
    writer.raw("{")
    writer.key("inputs")
    writer.beginArray()
    for value in Self.values { writer.element(to: &sink) { $0.value(value) } }
    writer.raw("],")
    writer.key("path")
    writer.value(.string("x"))
    writer.raw("}")
    writer.flush(to: &sink)
    #expect(sink.bytes == whole.bytes)
    #expect(writer.elementCount == Self.values.count)
    // Chunks go out once 1 KiB is pending: many of them, none much over the size.
    #expect(sink.chunks.count > 50)
    #expect(sink.chunks.dropLast().allSatisfy { $0.count >= 1024 && $0.count < 1024 + 200 })
  }

  @Test func anElementWhoseWritingThrowsLeavesNothing() {
    var sink = Chunks()
    var writer = JSONStreamWriter()
    writer.beginArray()
    writer.element(to: &sink) { $0.value(.integer(1)) }
    #expect(throws: Refused.self) {
      try writer.element { text throws(Refused) in
        text.raw("{\"half\":")
        throw Refused()
      }
    }
    writer.element { $0.value(.integer(2)) }
    writer.raw("]")
    writer.flush(to: &sink)
    #expect(String(decoding: sink.bytes, as: UTF8.self) == "[1,2]")
    #expect(writer.elementCount == 2)
  }

  @Test func nothingIsSentBeforeAChunkIsFullOrFlushed() {
    var sink = Chunks()
    var writer = JSONStreamWriter(chunkSize: 100)
    writer.beginArray()
    writer.element(to: &sink) { $0.value(.string("short")) }
    writer.flushIfFull(to: &sink)
    #expect(sink.chunks.isEmpty)
    writer.flush(to: &sink)
    writer.flush(to: &sink)  // nothing pending: nothing sent
    #expect(sink.chunks.count == 1)
  }
}
