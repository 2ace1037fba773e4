import Foundation
import Testing

/// One row of the bad-input catalogue (`Spec/BadInputs.md`): a malformed or hostile input
/// made in code, the `docpkg` command run on it, and what must come out.
struct BadInput: Sendable, CustomTestStringConvertible {
  /// Which stream must contain ``message``.
  enum Stream: String, Sendable {
    case stderr, stdout
  }

  /// Stable identifier, e.g. `THUMB-07`; the Markdown table is keyed by it.
  var id: String
  /// The format or area (PNG, RTF, package, CLI…).
  var format: String
  /// What the input is, in a few words (the table's "input" column).
  var input: String
  /// Expected exit status.
  var exitCode: Int32
  /// A substring the output must contain; `{dir}` stands for the row's work folder.
  var message: String
  /// Where ``message`` is expected.
  var stream: Stream = .stderr
  /// Paths (relative to the work folder) the command may create or change; nothing else
  /// under the row's temporary root may change.
  var outputs: [String] = []
  /// Run as user `nobody` (so permission bits apply even when the tests run as root).
  var asNobody = false
  /// Run under `prlimit --fsize=N` (RLIMIT_FSIZE in bytes), so writes past N fail.
  var fileSizeLimit: Int? = nil
  /// Send stdout to `/dev/full` instead of a file.
  var stdoutToDevFull = false
  /// Builds the inputs inside the work folder and returns the arguments.
  var setup: @Sendable (_ work: URL) throws -> [String]

  var testDescription: String { "\(id) \(format): \(input)" }
}
