import Dispatch
import DocumentBatches

/// Everything a batch prints: the progress line on a terminal, `--progress json` lines,
/// each failure (in input order), warnings through a ``WarningSummary``, and the closing
/// summary; it also combines the exit status (the highest code met).
struct BatchReporter {
  /// The command's name, starting progress and summary lines (`thumbnail`).
  let label: String
  /// The batch's inputs, for JSON lines.
  let inputs: [String]
  /// How progress is shown.
  let mode: ProgressMode

  private var outcomes: [BatchOutcome?]
  private var cursor = 0
  private var counts: [BatchOutcome.Status: Int] = [:]
  private var warnings = WarningSummary()
  private var warningCount = 0
  private(set) var status = ExitCode.success
  private let start = DispatchTime.now().uptimeNanoseconds
  private var line: ProgressLine

  /// A reporter for `inputs`; `isTerminal` is whether stderr is a terminal.
  init(label: String, inputs: [String], mode: ProgressMode, isTerminal: Bool) {
    self.label = label
    self.inputs = inputs
    self.mode = mode
    line = ProgressLine(label: label, total: inputs.count, isEnabled: mode == .auto && isTerminal)
    outcomes = Array(repeating: nil, count: inputs.count)
  }

  /// Takes one finished input: its JSON line at once, its messages once every earlier input
  /// has been reported (so stderr reads in input order whatever the job count).
  mutating func finished(_ index: Int, _ outcome: BatchOutcome, output: inout Output) {
    counts[outcome.status, default: 0] += 1
    line.advance(failed: counts[.failed, default: 0], output: &output)
    warningCount += outcome.warnings.count
    if let error = outcome.error { status = status.combined(with: error.exitCode) }
    if mode == .json {
      output.line(BatchJSONLine.render(outcome, path: inputs[index]))
      output.flush()
    }
    outcomes[index] = outcome
    while cursor < outcomes.count, let ready = outcomes[cursor] {
      printMessages(of: ready, output: &output)
      outcomes[cursor] = nil
      cursor += 1
    }
  }

  /// Redraws the progress line, at most ten times a second.
  mutating func tick(output: inout Output) {
    line.draw(failed: counts[.failed, default: 0], output: &output)
  }

  /// Clears the progress line and prints the warning counts and the summary line (when
  /// stderr is a terminal, or something failed or was not shown); returns the exit status.
  mutating func finish(output: inout Output, isTerminal: Bool) -> ExitCode {
    line.clear(output: &output)
    for line in warnings.closingLines { output.warning(line) }
    let failed = counts[.failed, default: 0]
    if inputs.count > 1, isTerminal || failed > 0 || warnings.hiddenCount > 0 {
      output.warning(summaryText())
    }
    return status
  }

  private mutating func printMessages(of outcome: BatchOutcome, output: inout Output) {
    var lines: [String] = []
    if let error = outcome.error { lines.append(error.message) }
    lines += outcome.warnings.filter { warnings.admit($0) }
    guard !lines.isEmpty else { return }
    line.clear(output: &output)
    for text in lines { output.warning(text) }
  }

  private func summaryText() -> String {
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    var parts = ["\(counts[.written, default: 0]) written"]
    if let skipped = counts[.skipped] { parts.append("\(skipped) skipped") }
    if let failed = counts[.failed] { parts.append("\(failed) failed") }
    if warningCount > 0 { parts.append("\(warningCount) warning\(warningCount == 1 ? "" : "s")") }
    var text = "\(label): \(inputs.count) inputs in \(ProgressLine.decimal(seconds)) s: "
    text += parts.joined(separator: ", ")
    if status != .success { text += "; exit \(status)" }
    return text
  }

}
