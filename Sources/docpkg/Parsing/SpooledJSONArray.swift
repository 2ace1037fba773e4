import DocpkgSystem
import JSON

/// An array of a streamed `--json` document that the schema puts before results still
/// coming (`type`'s `errors` before its `files`, `conflicts`' `orphans` after its
/// `documents` but found with them): its elements are held in a ``ByteSpool`` — memory up
/// to 256 KiB, then an unlinked temporary file — and written in place at the end, so the
/// document's bytes are those of one built in memory.
struct SpooledJSONArray {
  private var writer = JSONStreamWriter()
  private var spool = ByteSpool()

  /// Appends one element.
  mutating func append(_ value: JSONValue) {
    writer.element(to: &spool) { $0.value(value) }
  }

  /// Throws when the temporary file has failed already, so a command can stop before it
  /// starts a document it cannot finish.
  /// - Throws: ``CommandFailure/spoolFailed(reason:)``.
  mutating func checkSpool() throws {
    writer.flush(to: &spool)
    if let failure = spool.failure { throw CommandFailure.spoolFailed(reason: "\(failure)") }
  }

  /// Writes `[`, the elements, `]` to `document`, passing everything on to `output`.
  /// - Throws: ``CommandFailure/spoolFailed(reason:)`` when the temporary file failed.
  mutating func emit(into document: inout JSONStreamWriter, output: inout Output) throws {
    writer.flush(to: &spool)
    document.raw("[")
    document.flush(to: &output)
    do {
      try spool.replay { output.send($0) }
    } catch {
      throw CommandFailure.spoolFailed(reason: "\(error)")
    }
    document.raw("]")
  }
}
