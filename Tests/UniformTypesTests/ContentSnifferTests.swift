import Foundation
import TestSupport
import Testing

@testable import UniformTypes

@Suite("Content sniffing")
struct ContentSnifferTests {
  @Test func corpusCoversAtLeastTwentyFormats() {
    #expect(SniffCorpus.formatCount >= 20)
    print(
      "note: sniff corpus: \(SniffCorpus.samples.count) files, \(SniffCorpus.formatCount) formats")
  }

  @Test(arguments: SniffCorpus.samples)
  func corpusSampleIsIdentified(_ sample: SniffCorpus.Sample) {
    let type = ContentSniffer.type(ofContents: sample.bytes)
    #expect(type?.identifier == sample.expected)
    // The declared type of the sample's extension agrees with its content.
    let report = FileTypeResolver(registry: .builtIn).report(
      forName: sample.name, contents: sample.bytes)
    #expect(report.agreement != .mismatch, "\(sample.name): \(report)")
  }

  @Test func mismatchIsReported() {
    let jpeg = SniffCorpus.jpeg
    let report = FileTypeResolver().report(forName: "holiday.png", contents: jpeg)
    #expect(report.declaredType == .png && report.sniffedType == .jpeg)
    #expect(report.agreement == .mismatch)
    #expect(report.effectiveType == .png)
    let text = FileTypeResolver().report(
      forName: "notes.swift", contents: Array("let a = 1\n".utf8))
    #expect(text.agreement == .compatible)
    let unknown = FileTypeResolver().report(forName: "x.sql", contents: Array("select 1;".utf8))
    #expect(unknown.agreement == .unknown && unknown.effectiveType == .utf8PlainText)
  }

  @Test func binaryAndMalformedInput() {
    #expect(ContentSniffer.type(ofContents: []) == nil)
    #expect(ContentSniffer.type(ofContents: [0, 1, 2, 3, 0xFE, 0x80]) == nil)
    #expect(ContentSniffer.type(ofContents: Array("{\"a\": }".utf8)) == .utf8PlainText)
    #expect(ContentSniffer.type(ofContents: Array("{\"a\": [1, 2".utf8)) == .utf8PlainText)
    #expect(
      ContentSniffer.type(ofContents: Array("{\"a\": [1, 2".utf8), isPartial: true) == .json)
    let deep = Array(String(repeating: "[", count: 10_000).utf8)
    #expect(ContentSniffer.type(ofContents: deep, isPartial: true) == .utf8PlainText)
    // A UTF-8 sequence cut by the end of a partial window is still text.
    let cut = Array("abc\u{00E9}".utf8).dropLast()
    #expect(ContentSniffer.type(ofContents: Array(cut), isPartial: true) == .utf8PlainText)
    #expect(ContentSniffer.type(ofContents: Array(cut)) == nil)
    // Truncated zips and PNG signatures never crash.
    for sample in SniffCorpus.samples {
      for length in [1, 2, 3, 5, 8, 13, 31, 64] where length < sample.bytes.count {
        _ = ContentSniffer.type(ofContents: Array(sample.bytes.prefix(length)))
      }
    }
  }

  @Test func randomAndMutatedInputNeverCrashes() {
    var generator = SystemRandomNumberGenerator()
    for round in 0..<3000 {
      var bytes: [UInt8]
      if round % 2 == 0, let sample = SniffCorpus.samples.randomElement(using: &generator) {
        bytes = sample.bytes
        for _ in 0..<4 where !bytes.isEmpty {
          bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
            in: 0...255, using: &generator)
        }
        bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
      } else {
        bytes = (0..<Int.random(in: 0..<600, using: &generator)).map { _ in
          UInt8.random(in: 0...255, using: &generator)
        }
      }
      _ = ContentSniffer.type(ofContents: bytes, isPartial: round % 3 == 0)
    }
    #expect(ContentSniffer.type(ofContents: Data(SniffCorpus.jpeg)) == .jpeg)
    #expect(ContentSniffer.type(ofContents: SniffCorpus.jpeg[...]) == .jpeg)
  }

  @Test func onlyThePrefixIsExamined() {
    var long = Array("plain text ".utf8)
    long += [UInt8](repeating: UInt8(ascii: "a"), count: ContentSniffer.prefixLength)
    long += [0, 0, 0]
    #expect(ContentSniffer.type(ofContents: long) == .utf8PlainText)
  }

  @Test func filesAndDirectoriesOnDisk() throws {
    try withTemporaryDirectory { folder in
      let resolver = FileTypeResolver()
      let fake = folder.appendingPathComponent("fake.png")
      try Data(SniffCorpus.jpeg).write(to: fake)
      let report = try resolver.report(forPath: fake.path)
      #expect(report.kind == .file && report.agreement == .mismatch)
      for (name, kind, type) in [
        ("Trip.note", FileTypeReport.Kind.package, UTType.note),
        ("Text.rtfd", .package, .rtfd),
        ("Photo.ptk", .package, UTType(exportedAs: "com.docpkg.photokeeper")),
        ("Stuff", .folder, .folder), ("Odd.txt", .folder, .folder),
      ] {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let directory = try resolver.report(forPath: url.path + "/")
        #expect(directory.kind == kind, "\(name)")
        #expect(directory.effectiveType == type, "\(name)")
      }
      #expect(throws: FileTypeError.notFound(path: folder.path + "/missing.png")) {
        try resolver.report(forPath: folder.path + "/missing.png")
      }
      let fifo = folder.appendingPathComponent("pipe.txt")
      #expect(mkfifo(fifo.path, 0o600) == 0)
      let special = try resolver.report(forPath: fifo.path)
      #expect(special.kind == .special && special.sniffedType == nil)
      #expect(special.declaredType == .plainText)
      let hidden = folder.appendingPathComponent(".profile")
      try Data("export A=1\n".utf8).write(to: hidden)
      let dotFile = try resolver.report(forPath: hidden.path)
      #expect(dotFile.declaredType == nil && dotFile.effectiveType == .utf8PlainText)
    }
  }

  /// Writes the corpus to `$SNIFF_CORPUS_OUT` and, when `file` is installed, compares
  /// `file --mime-type` with the sniffer on it; `Benchmarks/sniff-agreement.sh` runs this.
  @Test func exportCorpusWhenAsked() throws {
    guard let out = ProcessInfo.processInfo.environment["SNIFF_CORPUS_OUT"], !out.isEmpty else {
      return
    }
    let folder = URL(fileURLWithPath: out, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var paths: [String] = []
    for sample in SniffCorpus.samples {
      let url = folder.appendingPathComponent(sample.name)
      try Data(sample.bytes).write(to: url)
      paths.append(url.path)
    }
    let result = try runProcess(
      URL(fileURLWithPath: "/usr/bin/file"), ["--mime-type", "-b", "--"] + paths)
    let answers = result.stdoutText.split(separator: "\n").map(String.init)
    try #require(answers.count == paths.count)
    var report = "| file | docpkg sniffed | `file --mime-type` | as a type | verdict |\n"
    report += "|---|---|---|---|---|\n"
    var counts: [String: Int] = [:]
    var sniffedRight = 0
    for (sample, mime) in zip(SniffCorpus.samples, answers) {
      let sniffed = ContentSniffer.type(ofContents: sample.bytes)
      if sniffed?.identifier == sample.expected { sniffedRight += 1 }
      let theirs = UTTypeRegistry.builtIn.declaredTypes(
        tag: mime, tagClass: .mimeType, conformingTo: nil)
      let verdict: String
      if mime == "application/octet-stream" {
        verdict = "unrecognised by file"
      } else if let sniffed, theirs.contains(sniffed) || sniffed.preferredMIMEType == mime {
        verdict = "same"
      } else if let sniffed,
        theirs.contains(where: { $0.conforms(to: sniffed) || sniffed.conforms(to: $0) })
      {
        verdict = "related"
      } else {
        verdict = "differs"
      }
      counts[verdict, default: 0] += 1
      let typeNames = theirs.isEmpty ? "-" : theirs.map(\.identifier).joined(separator: ", ")
      report +=
        "| \(sample.name) | \(sniffed?.identifier ?? "-") | \(mime) | \(typeNames) | \(verdict) |\n"
    }
    let total = SniffCorpus.samples.count
    let summary =
      "sniffer right: \(sniffedRight)/\(total); file --mime-type: same \(counts["same", default: 0]), "
      + "related \(counts["related", default: 0]), differs \(counts["differs", default: 0]), "
      + "unrecognised by file \(counts["unrecognised by file", default: 0]) "
      + "(same or related: \((counts["same", default: 0] + counts["related", default: 0]) * 1000 / total) per mille)"
    print("note: " + summary)
    try Data((summary + "\n\n" + report).utf8).write(
      to: folder.appendingPathComponent("agreement.md"))
  }
}
