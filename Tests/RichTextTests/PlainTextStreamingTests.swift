import RichText
import Testing

/// `RTFReader.streamPlainText` (what `docpkg text` writes) must hand over exactly the bytes of
/// `readPlainText`, in order, whatever the chunk size, and the same damage and errors.
@Suite("RTF plain-text streaming")
struct PlainTextStreamingTests {
  /// Collects what `streamPlainText` writes.
  final class Collector {
    var bytes: [UInt8] = []
    var writes = 0
  }

  /// Streams `input` in chunks of `chunkSize`: the text written and the damage or error.
  static func stream(_ input: [UInt8], chunkSize: Int) -> (
    text: [UInt8], writes: Int, result: Result<[RTFDamage], RTFReadingError>
  ) {
    let collector = Collector()
    let result: Result<[RTFDamage], RTFReadingError>
    do {
      result = .success(
        try RTFReader().streamPlainText(input, chunkSize: chunkSize) {
          collector.bytes += $0
          collector.writes += 1
        })
    } catch let error as RTFReadingError {
      result = .failure(error)
    } catch {
      Issue.record("unexpected \(error)")
      result = .success([])
    }
    return (collector.bytes, collector.writes, result)
  }

  /// Streaming `input` in small and large chunks gives `expected` (`readPlainText`'s answer).
  static func compare(
    _ input: [UInt8], _ label: String, expected: Result<RTFPlainTextResult, RTFReadingError>
  ) {
    for chunkSize in [1, 7, 64, 1 << 16] {
      let streamed = stream(input, chunkSize: chunkSize)
      switch (expected, streamed.result) {
      case (.success(let whole), .success(let damage)):
        #expect(streamed.text == whole.utf8, "\(label), chunks of \(chunkSize): text differs")
        #expect(damage == whole.damage, "\(label), chunks of \(chunkSize): damage differs")
      case (.failure(let error), .failure(let streamedError)):
        #expect(streamedError == error, "\(label), chunks of \(chunkSize): errors differ")
      default:
        Issue.record("\(label), chunks of \(chunkSize): \(expected) vs \(streamed.result)")
      }
    }
  }

  @Test func longTextIsWrittenInChunksAsItIsMade() throws {
    let paragraph = "{\\f0\\b word} {\\i another}\\u233 ?\\'e9 text\\par\n"
    let input = Array(("{\\rtf1\\ansi " + String(repeating: paragraph, count: 2_000) + "}").utf8)
    let whole = try RTFReader().readPlainText(input)
    let streamed = Self.stream(input, chunkSize: 4096)
    #expect(streamed.text == whole.utf8)
    #expect(streamed.writes >= whole.utf8.count / 4096)
    Self.compare(input, "long text", expected: .success(whole))
  }

  /// Text after the outermost `}` is held back (it is dropped at the end) even when it is
  /// longer than a chunk; a later `{\rtf` keeps it.
  @Test func textAfterTheCloseIsHeldUntilTheEnd() throws {
    let tail = String(repeating: "signature line ", count: 40)
    for text in ["{\\rtf1 body\\par}\n" + tail, "{\\rtf1 one}" + tail + "{\\rtf1 two}"] {
      let input = Array(text.utf8)
      Self.compare(
        input, text.prefix(20).debugDescription,
        expected: .success(try RTFReader().readPlainText(input)))
    }
  }

  /// A nesting bomb met after text: the text before it is written, then the error is thrown.
  @Test func lateFatalErrorComesAfterTheTextBeforeIt() {
    let body = String(repeating: "before the bomb ", count: 500)
    let input = Array(("{\\rtf1 " + body + String(repeating: "{", count: 100_001)).utf8)
    for chunkSize in [64, 1 << 16] {
      let streamed = Self.stream(input, chunkSize: chunkSize)
      #expect(String(decoding: streamed.text, as: UTF8.self) == body)
      #expect(
        streamed.result
          == .failure(.groupNestingTooDeep(limit: 100_000, offset: 7 + 16 * 500 + 99_999)))
    }
  }

  struct WriteFailed: Error {}

  /// The first write error ends the writing and is what the call throws.
  @Test func writeErrorIsThrownAndStopsTheWriting() {
    let input = Array(("{\\rtf1 " + String(repeating: "text\\par ", count: 1_000) + "}").utf8)
    let collector = Collector()
    #expect(throws: WriteFailed.self) {
      try RTFReader().streamPlainText(input, chunkSize: 64) { _ in
        collector.writes += 1
        throw WriteFailed()
      }
    }
    #expect(collector.writes == 1)
  }
}
