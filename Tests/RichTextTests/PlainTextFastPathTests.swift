import Foundation
import RichText
import TestSupport
import Testing

/// `RTFReader.readPlainText` (the model-free path `docpkg text` uses) must give exactly the
/// bytes, damage and errors of `read` followed by `exported(as: .plainText)`.
@Suite("RTF plain-text fast path")
struct PlainTextFastPathTests {
  /// Both paths on one input: equal text and damage, or the same error.
  static func compare(_ input: [UInt8], _ label: String) {
    let model: Result<RTFPlainTextResult, RTFReadingError>
    do {
      let result = try RTFReader().read(input)
      model = .success(
        RTFPlainTextResult(
          utf8: Array(result.document.exported(as: .plainText).utf8), damage: result.damage))
    } catch let error as RTFReadingError {
      model = .failure(error)
    } catch {
      Issue.record("\(label): unexpected \(error)")
      return
    }
    let fast: Result<RTFPlainTextResult, RTFReadingError>
    do {
      fast = .success(try RTFReader().readPlainText(input))
    } catch let error as RTFReadingError {
      fast = .failure(error)
    } catch {
      Issue.record("\(label): unexpected \(error)")
      return
    }
    PlainTextStreamingTests.compare(input, label, expected: fast)
    switch (model, fast) {
    case (.success(let expected), .success(let actual)):
      #expect(actual.utf8 == expected.utf8, "\(label): text differs")
      #expect(actual.damage == expected.damage, "\(label): damage differs")
      if actual.utf8 != expected.utf8 {
        let index = zip(actual.utf8, expected.utf8).prefix { $0 == $1 }.count
        let ours = String(decoding: actual.utf8.dropFirst(index).prefix(40), as: UTF8.self)
        let theirs = String(decoding: expected.utf8.dropFirst(index).prefix(40), as: UTF8.self)
        Issue.record(
          "\(label): first difference at byte \(index): \(ours.debugDescription) vs \(theirs.debugDescription)"
        )
      }
    case (.failure(let expected), .failure(let actual)):
      #expect(actual == expected, "\(label): errors differ")
    default:
      Issue.record("\(label): one path failed, the other did not: \(model) vs \(fast)")
    }
  }

  static let handWritten: [String] = [
    "", "{\\rtf1}", "{\\rtf1 A\\par}", "{\\rtf1 A\\par\\par}", "{\\rtf1 \\par}",
    "{\\rtf1 a\\line b\\line}", "{\\rtf1 a\\u8232 b\\u65532 c\\u-4 d}",
    "{\\rtf1 one}\n{\\rtf1 two}", "{\\rtf1 text}\n@signature\n", "{\\rtf1 a}} b}",
    "{\\rtf1 a} b} c", "{\\rtf1{\\fonttbl{\\f0 Times;}}\\f0 Hello {\\b wor",
    "{\\rtf1\\ansi\\ansicpg932 \\'82\\'a0\\'82a x\\'82}",
    "{\\rtf1 {{\\NeXTGraphic a.png \\width20 \\height20}\u{AC}}after\\par}",
    "{\\rtf1{\\field{\\*\\fldinst HYPERLINK \"https://x\"}{\\fldrslt link}} \\tab t\\~\\-\\_}",
    "{\\rtf1\\uc2\\u20320 ab\\u22909\\'83\\'84c{\\uc0\\u55357\\u56832}\\u55357 x}",
    "junk{\\rtf1 \\emdash\\bullet\\ldblquote q\\rdblquote}", "{\\rtf1 a\\\nb\\\r\nc}",
    "{\\rtf1{\\info{\\title T}}{\\*\\unknown x}{\\upr{a}{\\*\\ud{b}}}\\cell\\row}",
    "not rtf",
  ]

  @Test func handWrittenInputsMatch() {
    for (index, text) in Self.handWritten.enumerated() {
      Self.compare(Array(text.utf8), "input \(index) \(text.debugDescription)")
    }
  }

  @Test func generatedDocumentsMatch() {
    var documents = [SampleDocuments.allAttributes, SampleDocuments.withAttachment]
    for script in SampleDocuments.scripts {
      documents.append(
        AttributedDocument(paragraphs: [
          Paragraph(runs: [TextRun(text: script.text)]), Paragraph(),
          Paragraph(runs: [TextRun(text: script.name + "\u{2028}")]),
        ]))
    }
    for (index, document) in documents.enumerated() {
      let rtf = RTFWriter().write(document)
      Self.compare(rtf, "generated document \(index)")
      #expect(
        (try? RTFReader().readPlainText(rtf).text) == document.exported(as: .plainText),
        "generated document \(index)")
    }
  }

  @Test func everyCorpusFileMatches() throws {
    guard let root = ProjectPaths.corpus("rtf") else {
      print("RTF corpus not found; skipping (set CORPUS_DIR)")
      return
    }
    var count = 0
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "rtf", let data = try? Data(contentsOf: url) else { continue }
      Self.compare([UInt8](data), url.path)
      count += 1
    }
    print("plain-text fast path: \(count) corpus files compared")
  }

  @Test func mutatedInputsMatch() {
    let environment = ProcessInfo.processInfo.environment
    let iterations = environment["RICHTEXT_FUZZ_COUNT"].flatMap(Int.init) ?? 400
    let inputs = FuzzTests.inputs(maximumSize: iterations > 400 ? Int.max : 32 << 10)
    let seed = environment["RICHTEXT_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_201
    var generator = SplitMix(seed: seed)
    for iteration in 0..<iterations {
      let mutated = FuzzTests.mutate(inputs[iteration % inputs.count], using: &generator)
      Self.compare(mutated, "mutation \(iteration) (seed \(seed))")
    }
    print("fuzz: plain-text fast path compared on \(iterations) mutated inputs, seed \(seed)")
  }

  /// Text longer than its RTF (`\_` is 2 bytes in, 3 out) makes the sink's buffer grow past
  /// the input size, from heap memory into a mapped buffer.
  @Test func outputLongerThanInputMatches() throws {
    var rtf = Array("{\\rtf1 ".utf8)
    for index in 0..<400_000 {
      rtf += Array((index % 1000 == 999 ? "\\par " : "\\_").utf8)
    }
    rtf += Array("}".utf8)
    Self.compare(rtf, "long output")
    let text = try RTFReader().readPlainText(rtf)
    #expect(text.utf8.count > rtf.count)
  }

  @Test func fileEntryPointMatches() throws {
    let rtf = RTFWriter().write(SampleDocuments.allAttributes)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("richtext-fast-\(UUID().uuidString).rtf")
    try Data(rtf).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let fast = try RTFReader().readPlainText(contentsOfFile: url.path)
    #expect(fast.text == SampleDocuments.allAttributes.exported(as: .plainText))
    #expect(throws: RTFReadingError.self) {
      try RTFReader().readPlainText(contentsOfFile: url.path + ".missing")
    }
  }
}
