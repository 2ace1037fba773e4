/// Where a ``JSONStreamWriter`` passes the text of a document on to, chunk by chunk (a
/// buffered standard output, a spool held back for later).
public protocol JSONSink {
  /// Takes the next `bytes` of the document, in order.
  mutating func send(_ bytes: [UInt8])
}
