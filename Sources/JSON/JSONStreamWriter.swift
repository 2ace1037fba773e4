/// Writes one JSON document a piece at a time — its opening, then each element of an array as
/// soon as it is known, then its closing — passing the text on to a ``JSONSink`` whenever
/// ``chunkSize`` bytes are pending, so memory stays flat however many elements there are.
/// The bytes are those ``JSONText`` would write for the whole document at once.
///
/// ```swift
/// var writer = JSONStreamWriter()
/// writer.raw("{")
/// writer.key("inputs")
/// writer.beginArray()
/// for path in paths {
///   writer.element(to: &output) { $0.value(.object([("path", .string(path))])) }
/// }
/// writer.raw("]}")
/// writer.flush(to: &output)
/// ```
public struct JSONStreamWriter: Sendable {
  /// Pending bytes at which the text is passed on to the sink.
  public let chunkSize: Int
  /// Elements written since the last ``beginArray()``.
  public private(set) var elementCount = 0

  private var text = JSONText()

  /// A writer that passes text on once `chunkSize` bytes are pending.
  public init(chunkSize: Int = 8 << 10) {
    self.chunkSize = chunkSize
  }

  /// Appends raw JSON text (the document's punctuation).
  public mutating func raw(_ json: String) {
    text.raw(json)
  }

  /// Appends `"key":`.
  public mutating func key(_ key: String) {
    text.key(key)
  }

  /// Appends a complete value.
  public mutating func value(_ value: JSONValue) {
    text.value(value)
  }

  /// Opens an array (`[`): the next ``element(to:_:)`` is its first.
  public mutating func beginArray() {
    text.raw("[")
    elementCount = 0
  }

  /// Appends one array element written by `body` (after a comma unless it is the first),
  /// then passes the pending text on to `sink` when a chunk is full.
  /// - Parameters:
  ///   - sink: where full chunks go.
  ///   - body: appends exactly one JSON value.
  public mutating func element<Sink: JSONSink>(
    to sink: inout Sink, _ body: (inout JSONText) -> Void
  ) {
    if elementCount > 0 { text.raw(",") }
    elementCount += 1
    body(&text)
    flushIfFull(to: &sink)
  }

  /// Appends one array element written by `body`, or nothing at all when `body` throws
  /// (the comma and any partial text are taken back); the sink is not touched, so `body`
  /// may print elsewhere. Call ``flushIfFull(to:)`` after.
  /// - Parameter body: appends exactly one JSON value, or throws.
  public mutating func element<Failure: Error>(_ body: (inout JSONText) throws(Failure) -> Void)
    throws(Failure)
  {
    let start = text.bytes.count
    if elementCount > 0 { text.raw(",") }
    do {
      try body(&text)
    } catch {
      text.truncate(toCount: start)
      throw error
    }
    elementCount += 1
  }

  /// Passes the pending text on to `sink` when a chunk is full.
  public mutating func flushIfFull<Sink: JSONSink>(to sink: inout Sink) {
    if text.bytes.count >= chunkSize { flush(to: &sink) }
  }

  /// Passes every pending byte on to `sink`.
  public mutating func flush<Sink: JSONSink>(to sink: inout Sink) {
    guard !text.bytes.isEmpty else { return }
    sink.send(text.bytes)
    text.removeAll()
  }
}
