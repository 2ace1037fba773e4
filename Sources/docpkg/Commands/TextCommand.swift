import DocpkgSystem
import DocumentBatches
import DocumentPackages
import Foundation
import RichText

/// `docpkg text FILE... [-o OUT | --output-dir DIR] [--format plain|markdown|html|rtf]`:
/// prints a document's text, or writes each input's text to a file of its own.
struct TextCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "text",
    abstract:
      "Print a document's text (RTF, PDF, plain text, web archives, links, packages) as plain text, Markdown, HTML or RTF.",
    discussion: """
      Reads FILE (an .rtf document) or PACKAGE (a .note's Text.rtf, an .rtfd's TXT.rtf,
      a flat RTFD; a .ptk or unknown package has no text and prints nothing) and prints its
      text. A PDF prints every page's text in reading order, each page ended by a form feed
      (--pages A-B: only those pages, numbered from 1; other kinds have no pages, exit 64).
      Zipped packages (Trip.note.zip) and iWork documents (Pages body, Keynote slides,
      Numbers tables as tab-separated rows; folders or single files) are read in place.
      Damage the reader recovered from
      (truncation, unbalanced braces, stray bytes) is reported on stderr as warnings; the
      exit status stays 0. --format rtf re-writes the document in TextEdit's RTF dialect.
      Plain text of an .rtf file is streamed as it is read: if the file fails late (groups
      nested too deep), stdout holds the text up to the fault and the exit status is 65.
      Several inputs need --output-dir: each FILE's text becomes DIR/<name>.txt (.md, .html,
      .rtf for the other formats), written atomically, in parallel (--jobs); a failed input
      costs that input, and the exit status is the highest met.
      """)

  /// The output formats.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case plain, markdown, html, rtf

    /// The extension of a file holding text of this format.
    var pathExtension: String {
      switch self {
      case .plain: "txt"
      case .markdown: "md"
      case .html: "html"
      case .rtf: "rtf"
      }
    }
  }

  @Argument(label: "FILE|PACKAGE") var inputs: [String]
  @Option(short: "f", help: "The output format; default plain.") var format = Format.plain
  @Option(label: "A-B", help: "Only pages A to B of a PDF (A-B or A, from 1).")
  var pages: PageRange?
  @Option(name: "output", short: "o", label: "OUT", help: "Write the text to OUT (one input).")
  var outputFile: String?
  @Option(name: "output-dir", label: "DIR", help: "Folder for <name>.txt per input (created).")
  var outputDirectory: String?
  @Option(short: "j", label: "N", help: "Parallel jobs; default: cores.", range: 1...256)
  var jobs: Int?
  var batch = BatchOptions()
  /// Settled by `validate()`: one output file per input, or none (stdout).
  var outputs: [String] = []

  mutating func validate() throws {
    if outputFile == nil, outputDirectory == nil {
      guard inputs.count == 1 else {
        throw CLIError.usage(
          "text: \(inputs.count) inputs need --output-dir DIR (one file of text each)")
      }
      if batch.skipsFresh || batch.rewritesOutputs || batch.shard != nil {
        throw CLIError.usage(
          "text: --skip-fresh, --rewrite-output and --shard need -o or --output-dir")
      }
      return
    }
    do {
      outputs = try OutputNaming.paths(
        for: inputs, file: outputFile, directory: outputDirectory,
        pathExtension: format.pathExtension)
    } catch {
      throw CLIError.usage("text: \(error)")
    }
    (inputs, outputs) = batch.selected(inputs: inputs, outputs: outputs)
    outputs = batch.staging(outputs)
  }

  func run(output: inout Output) throws -> ExitCode {
    if outputs.isEmpty, let path = inputs.first {
      do {
        try printText(of: path, output: &output)
      } catch {
        throw CLIError(error, input: path)
      }
      return .success
    }
    return try writeFiles(output: &output)
  }

  /// Writes each input's text to its output file, on `--jobs` threads.
  private func writeFiles(output: inout Output) throws -> ExitCode {
    try OutputFolder.create(outputDirectory)
    let inputs = self.inputs
    let outputs = self.outputs
    let extraction = TextExtraction(format: format, pages: pages?.pages)
    let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    return try batch.run(
      label: "text", inputs: inputs, outputs: outputs, cache: nil, jobs: jobs, output: &output
    ) { index in
      let input = inputs[index]
      do {
        let text = try extraction.text(of: input)
        do throws(SystemError) {
          try AtomicFile.write(text.bytes, to: outputs[index])
        } catch {
          throw CommandFailure.cannotWrite(path: outputs[index], reason: "\(error)")
        }
        return .success(text.warnings.map { "\(input): warning: \($0)" })
      } catch {
        return .failure(CLIError(error, input: input))
      }
    }
  }

  /// One input's text on stdout.
  private func printText(of path: String, output: inout Output) throws {
    let extraction = TextExtraction(format: format, pages: pages?.pages)
    if extraction.streamsPlainRTF(path: path) {
      // The plain text of an RTF file needs no model: the reader streams it to stdout in
      // chunks as it is made (a late fatal error comes after the text before it). Packages
      // (and files not named .rtf) go through TextExtraction below.
      output.flush()
      let damage = try RTFReader().streamPlainText(contentsOfFile: path) {
        try Self.writeStandardOutput(UnsafeRawBufferPointer($0))
      }
      for item in damage {
        output.warning("\(path): warning: \(item)")
      }
      return
    }
    let text = try extraction.text(of: path)
    for item in text.warnings {
      output.warning("\(path): warning: \(item)")
    }
    // The text can be as large as the input: write it straight to stdout, not through
    // Output's buffer.
    output.flush()
    try text.bytes.withUnsafeBytes { try Self.writeStandardOutput($0) }
  }

  private static func writeStandardOutput(_ raw: UnsafeRawBufferPointer) throws {
    do {
      try FileDescriptor.standardOutput.writeAll(raw)
    } catch {
      throw CommandFailure.standardOutput(reason: "\(error)")
    }
  }
}
