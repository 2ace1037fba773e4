import DocpkgSystem
import JSON

/// Part of a streamed `--json` document can be held back in a spool.
extension ByteSpool: JSONSink {
  package func send(_ bytes: [UInt8]) {
    append(bytes)
  }
}
