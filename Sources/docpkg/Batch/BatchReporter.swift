import Dispatch

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
  /// Whether a progress line is drawn (several inputs, `auto`, a terminal on stderr).
  let drawsLine: Bool

  private var outcomes: [BatchOutcome?]
  private var cursor = 0
  private var counts: [BatchOutcome.Status: Int] = [:]
  private var warnings = WarningSummary()
  private var warningCount = 0
  private(set) var status = ExitCode.success
  private let start = DispatchTime.now().uptimeNanoseconds
  private var lastDraw: UInt64 = 0
  private var lineShown = false

  /// A reporter for `inputs`; `isTerminal` is whether stderr is a terminal.
  init(label: String, inputs: [String], mode: ProgressMode, isTerminal: Bool) {
    self.label = label
    self.inputs = inputs
    self.mode = mode
    drawsLine = mode == .auto && isTerminal && inputs.count > 1
    outcomes = Array(repeating: nil, count: inputs.count)
  }

  /// Takes one finished input: its JSON line at once, its messages once every earlier input
  /// has been reported (so stderr reads in input order whatever the job count).
  mutating func finished(_ index: Int, _ outcome: BatchOutcome, output: inout Output) {
    counts[outcome.status, default: 0] += 1
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
    guard drawsLine else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    guard now - lastDraw >= 100_000_000 || done == inputs.count else { return }
    lastDraw = now
    output.progress(progressText(now: now))
    lineShown = true
  }

  /// Clears the progress line and prints the warning counts and the summary line (when
  /// stderr is a terminal, or something failed or was not shown); returns the exit status.
  mutating func finish(output: inout Output, isTerminal: Bool) -> ExitCode {
    clearLine(output: &output)
    for line in warnings.closingLines { output.warning(line) }
    let failed = counts[.failed, default: 0]
    if inputs.count > 1, isTerminal || failed > 0 || warnings.hiddenCount > 0 {
      output.warning(summaryText())
    }
    return status
  }

  private var done: Int { counts.values.reduce(0, +) }

  private mutating func printMessages(of outcome: BatchOutcome, output: inout Output) {
    var lines: [String] = []
    if let error = outcome.error { lines.append(error.message) }
    lines += outcome.warnings.filter { warnings.admit($0) }
    guard !lines.isEmpty else { return }
    clearLine(output: &output)
    for line in lines { output.warning(line) }
  }

  private mutating func clearLine(output: inout Output) {
    guard lineShown else { return }
    output.endProgress()
    lineShown = false
    lastDraw = 0
  }

  private func progressText(now: UInt64) -> String {
    let seconds = Double(now - start) / 1e9
    let rate = seconds > 0 ? Double(done) / seconds : 0
    var text = "\(label): \(done)/\(inputs.count) \(done * 100 / max(inputs.count, 1))%"
    if rate > 0 {
      text += " \(Self.decimal(rate))/s"
      if done < inputs.count { text += " ETA \(Self.clock(Double(inputs.count - done) / rate))" }
    }
    let failed = counts[.failed, default: 0]
    if failed > 0 { text += ", \(failed) failed" }
    return text
  }

  private func summaryText() -> String {
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    var parts = ["\(counts[.written, default: 0]) written"]
    if let skipped = counts[.skipped] { parts.append("\(skipped) skipped") }
    if let failed = counts[.failed] { parts.append("\(failed) failed") }
    if warningCount > 0 { parts.append("\(warningCount) warning\(warningCount == 1 ? "" : "s")") }
    var text = "\(label): \(inputs.count) inputs in \(Self.decimal(seconds)) s: "
    text += parts.joined(separator: ", ")
    if status != .success { text += "; exit \(status)" }
    return text
  }

  static func decimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  static func clock(_ seconds: Double) -> String {
    let total = Int(seconds.rounded(.up))
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let mmss = (minutes < 10 && hours > 0 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "")
    return (hours > 0 ? "\(hours):" : "") + mmss + "\(rest)"
  }
}
