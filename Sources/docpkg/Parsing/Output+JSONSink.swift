import JSON

/// A streamed `--json` document goes to standard output chunk by chunk.
extension Output: JSONSink {}
