/// Where a streaming `PlainTextSink` sends its text: a throwing writer (stdout in
/// `docpkg text`) called with each chunk. The sink cannot throw from inside the parse, so the
/// first error is kept, later chunks are dropped, and `RTFReader.streamPlainText` rethrows it
/// once the parse ends.
final class PlainTextOutput {
  private let writer: (UnsafeBufferPointer<UInt8>) throws -> Void
  /// The first error `writer` threw, if any.
  private(set) var failure: (any Error)?

  /// Creates an output that hands chunks to `writer`.
  init(_ writer: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) {
    self.writer = writer
  }

  /// Writes `bytes` unless an earlier write failed.
  func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == nil, !bytes.isEmpty else { return }
    do {
      try writer(bytes)
    } catch {
      failure = error
    }
  }
}
