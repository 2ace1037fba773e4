import Dispatch
import DocpkgSystem

/// The transient `label: done/total pct rate ETA` line a multi-input command draws on a
/// terminal's stderr, redrawn at most ten times a second (`Spec/CLI/batches.md`).
struct ProgressLine {
  /// The command's name (`thumbnail`, `validate`).
  let label: String
  /// How many inputs the command has.
  let total: Int
  /// Whether the line is drawn at all.
  let isEnabled: Bool

  private let start = DispatchTime.now().uptimeNanoseconds
  private var lastDraw: UInt64 = 0
  private(set) var done = 0

  /// A line for `total` inputs, drawn when `isEnabled` and there is more than one input.
  init(label: String, total: Int, isEnabled: Bool) {
    self.label = label
    self.total = total
    self.isEnabled = isEnabled && total > 1
  }

  /// The line for a command that prints its results on stdout as it goes: drawn only when
  /// stderr is a terminal and stdout is not the same screen (redirected, or held back for
  /// one `--json` document at the end).
  static func forResults(label: String, total: Int, json: Bool, output: Output) -> ProgressLine {
    ProgressLine(
      label: label, total: total,
      isEnabled: output.isTerminal && (json || !SystemProcess.isTerminal(.standardOutput)))
  }

  /// Counts one finished input and redraws when due.
  mutating func advance(failed: Int = 0, output: inout Output) {
    done += 1
    draw(failed: failed, output: &output)
  }

  /// Redraws (throttled; the last input always draws).
  mutating func draw(failed: Int = 0, output: inout Output) {
    guard isEnabled else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    guard now - lastDraw >= 100_000_000 || done == total else { return }
    lastDraw = now
    output.progress(text(now: now, failed: failed))
  }

  /// Removes the line (at the end, or before printing other lines).
  mutating func clear(output: inout Output) {
    guard isEnabled else { return }
    output.endProgress()
    lastDraw = 0
  }

  func text(now: UInt64, failed: Int) -> String {
    let seconds = Double(now - start) / 1e9
    let rate = seconds > 0 ? Double(done) / seconds : 0
    var text = "\(label): \(done)/\(total) \(done * 100 / max(total, 1))%"
    if rate > 0 {
      text += " \(Self.decimal(rate))/s"
      if done < total { text += " ETA \(Self.clock(Double(total - done) / rate))" }
    }
    if failed > 0 { text += ", \(failed) failed" }
    return text
  }

  /// `12.3`: one decimal.
  static func decimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// `0:42`, `12:05`, `1:02:05`.
  static func clock(_ seconds: Double) -> String {
    let total = Int(seconds.rounded(.up))
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let mmss = (minutes < 10 && hours > 0 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "")
    return (hours > 0 ? "\(hours):" : "") + mmss + "\(rest)"
  }
}
